import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../free-port/free-port.ts'
import { postgresBin } from './postgres-bin.ts'

export interface TemporaryPostgres {
  url: string
  stop(): void
}

/**
 * Starts a throwaway PostgreSQL cluster on loopback for the API tests, or returns undefined when
 * the server binaries are not installed. PostgreSQL refuses to run as root, so as root it runs as
 * the `postgres` user Debian's package creates.
 */
export async function startTemporaryPostgres(): Promise<TemporaryPostgres | undefined> {
  const bin = postgresBin()
  if (!bin) return undefined
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args]
    const result = spawnSync(file, argv, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'senseahead-pg-'))
  chmodSync(dataDir, 0o777)
  const port = await freePort()
  run('initdb', ['-D', join(dataDir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'])
  run('pg_ctl', ['-D', join(dataDir, 'data'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off`, '-w', '-l', join(dataDir, 'server.log'), 'start'])
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'senseahead_test'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/senseahead_test`,
    stop() {
      try {
        run('pg_ctl', ['-D', join(dataDir, 'data'), '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  }
}
