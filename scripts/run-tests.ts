/**
 * `npm test`: type check, unit and API tests (on SQLite, and on PostgreSQL too when it is
 * installed or TEST_DATABASE_URL names one), a fresh build, then the browser tests against it.
 * Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process'
import { chromiumPath } from '../e2e/support/chromium-path.ts'
import { startTemporaryPostgres, type TemporaryPostgres } from './support/temporary-postgres.ts'

let postgres: TemporaryPostgres | undefined

function run(label: string, command: string, args: string[]) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`)
    postgres?.stop()
    process.exit(result.status ?? 1)
  }
}

function ensureChromium() {
  if (chromiumPath()) return
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0
  if (!canInstall) {
    console.error('No Chromium found for the browser tests: install it (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.')
    process.exit(1)
  }
  run("Install Debian's chromium for the browser tests", 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'])
}

if (!process.env.TEST_DATABASE_URL) {
  postgres = await startTemporaryPostgres()
  if (postgres) process.env.TEST_DATABASE_URL = postgres.url
  else console.warn('PostgreSQL is not installed: the API tests run on SQLite only (Debian: apt-get install -y postgresql).')
}

run('Type check', 'npx', ['tsc', '--noEmit'])
run('Unit and API tests', 'npx', ['vitest', 'run', '--project', 'unit'])
postgres?.stop()
postgres = undefined
run('Build', 'npm', ['run', 'build'])
ensureChromium()
run('Browser tests', 'npx', ['vitest', 'run', '--project', 'e2e'])
