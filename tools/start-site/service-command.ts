import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const unit = fileURLToPath(new URL('../../deploy/senseahead.service', import.meta.url))

/**
 * The arguments Node gets from the systemd unit's ExecStart (deploy/senseahead.service), its
 * flags and the compiled server, relative to the unit's WorkingDirectory: the tests and
 * benchmarks start the server exactly as production does.
 */
export function serviceNodeArguments(): string[] {
  const execStart = /^ExecStart=(.+)$/m.exec(readFileSync(unit, 'utf8'))?.[1]
  const [program, ...args] = execStart?.trim().split(/\s+/) ?? []
  if (program !== '/usr/bin/node') throw new Error(`deploy/senseahead.service should run /usr/bin/node, not ${program}`)
  return args
}
