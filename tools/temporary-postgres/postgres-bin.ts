import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The newest PostgreSQL server binaries Debian installed, if any. */
export function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] && join(base, versions[0], 'bin')
}
