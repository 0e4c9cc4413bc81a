import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../free-port/free-port.ts'
import { postgresBin } from './postgres-bin.ts'

export interface TemporaryPostgres {
  url: string
  /** Its server's processes: the postmaster and every process it started. */
  processIds(): number[]
  stop(): void
}

/**
 * Whether the tests of the store need a throwaway PostgreSQL: none is named (TEST_DATABASE_URL), and
 * TEST_STORES does not hold them to SQLite. `npm test` and the server tests' own setup both ask.
 */
export function testsWantTemporaryPostgres(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.TEST_DATABASE_URL && env.TEST_STORES !== 'sqlite'
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
    processIds() {
      const postmaster = Number(readFileSync(join(dataDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0])
      return [postmaster, ...childrenOf(postmaster)]
    },
    stop() {
      try {
        run('pg_ctl', ['-D', join(dataDir, 'data'), '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  }
}

/** The processes whose parent is `parent`, from /proc. */
function childrenOf(parent: number): number[] {
  const children: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The parent is the second field after the command name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) children.push(Number(entry))
    } catch {
      // The process ended while the list was read.
    }
  }
  return children
}
