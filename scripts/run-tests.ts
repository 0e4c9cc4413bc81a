/**
 * `npm test`: lint, format check, type check, unit tests, a fresh build, the server tests against
 * the real started server (both on SQLite, and on PostgreSQL too when it is installed or
 * TEST_DATABASE_URL names one), then the browser tests against it. Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumPath } from '../e2e/support/chromium-path.ts'
import { startTemporaryPostgres, type TemporaryPostgres } from './support/temporary-postgres.ts'

let postgres: TemporaryPostgres | undefined
const reports = mkdtempSync(join(tmpdir(), 'senseahead-test-reports-'))
const totals = { passed: 0, failed: 0, skipped: 0 }

function step(label: string, command: string, args: string[]): number {
  console.log(`\n▶ ${label}`)
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1
}

function fail(label: string, status: number): never {
  console.error(`\n✖ ${label} failed`)
  postgres?.stop()
  return finish(status)
}

function run(label: string, command: string, args: string[]) {
  const status = step(label, command, args)
  if (status !== 0) fail(label, status)
}

/** Runs one vitest project and adds its counts to the totals printed at the end. */
function runVitest(label: string, project: string) {
  const report = join(reports, `${project}.json`)
  const status = step(label, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`])
  if (existsSync(report)) {
    const counts = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
    totals.passed += counts.numPassedTests
    totals.failed += counts.numFailedTests
    totals.skipped += counts.numPendingTests + counts.numTodoTests
  }
  if (status !== 0) fail(label, status)
}

/** Ends with the counts in the plain 'N passed, N failed' form CI logs read. */
function finish(status: number): never {
  rmSync(reports, { recursive: true, force: true })
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(status)
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

run('Lint', 'npm', ['run', 'lint'])
run('Format check', 'npm', ['run', 'format:check'])
run('Type check', 'npm', ['run', 'typecheck'])
runVitest('Unit tests', 'unit')
run('Build', 'npm', ['run', 'build'])
runVitest('Server tests: the server as npm start runs it', 'server')
postgres?.stop()
postgres = undefined
ensureChromium()
runVitest('Browser tests', 'e2e')
finish(0)
