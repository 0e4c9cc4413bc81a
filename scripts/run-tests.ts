/**
 * `npm test`: the content check, lint, format check, type check, unit tests, then the unit tests that read the
 * content and the browser tests of every page that shows it again on the extended content (one more entry of
 * every list, and enough podcasts and blog posts that the home page and the lists show only some at a time), a
 * fresh build, the server tests
 * against the real started server (both on SQLite, and on PostgreSQL too when it is installed or
 * TEST_DATABASE_URL names one), then every browser test against it, and the browser tests of the
 * content editor on the dev server. Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumPath } from '../tools/chromium/chromium-path.ts'
import { specsThatReadContent } from '../tools/extended-content/specs-that-read-content.ts'
import { writeExtendedContent } from '../tools/extended-content/write-extended-content.ts'
import { startTemporaryPostgres, type TemporaryPostgres } from '../tools/temporary-postgres/temporary-postgres.ts'

/** Where CONTENT_DIR is read: a unit test that imports it, directly or through other modules, reads the content. */
const CONTENT_FOLDER_MODULE = 'lib/content/content-folder.ts'

let postgres: TemporaryPostgres | undefined
const reports = mkdtempSync(join(tmpdir(), 'senseahead-test-reports-'))
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
/** The browser tests that passed only when tried again, by name: reported, never counted as passes. */
const flakyTests: string[] = []

/** Runs one step, and says how long it took: where the run's time goes shows in its log. */
function step(label: string, command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n▶ ${label}`)
  const startedAt = Date.now()
  const status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
  console.log(`◀ ${label}: ${Math.round((Date.now() - startedAt) / 1000)} s`)
  return status
}

function fail(label: string, status: number): never {
  console.error(`\n✖ ${label} failed`)
  postgres?.stop()
  return finish(status)
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
  const status = step(label, command, args, env)
  if (status !== 0) fail(label, status)
}

/**
 * Runs one vitest project, or of it only the test files that import one of `relatedTo` (directly or
 * through other modules, as vitest's `related` finds them), and adds its counts to the totals printed
 * at the end.
 */
function runVitest(label: string, project: string, { env = {}, relatedTo = [] }: { env?: Record<string, string>; relatedTo?: string[] } = {}) {
  const report = join(reports, `${project}-${Date.now()}.json`)
  const command = relatedTo.length > 0 ? ['related', '--run', ...relatedTo] : ['run']
  const status = step(label, 'npx', ['vitest', ...command, '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env)
  const counts = existsSync(report)
    ? (JSON.parse(readFileSync(report, 'utf8')) as { numTotalTests: number; numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number })
    : undefined
  if (counts) {
    totals.passed += counts.numPassedTests
    totals.failed += counts.numFailedTests
    totals.skipped += counts.numPendingTests + counts.numTodoTests
  }
  if (status !== 0) fail(label, status)
  // `related` passes when it finds nothing to run, as it would once a module named here is renamed.
  if (relatedTo.length > 0 && !counts?.numTotalTests) fail(`${label}: no test imports ${relatedTo.join(' or ')}`, 1)
}

/** A Playwright JSON report's suites, as far as the names and outcomes of their tests go. */
interface ReportSuite {
  title: string
  suites?: ReportSuite[]
  specs?: { title: string; tests: { status: string }[] }[]
}

/** The full names ("file › describe › test") of the tests a report marks flaky. */
function flakyIn(suites: ReportSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((test) => test.status === 'flaky')).map((spec) => [...path, suite.title, spec.title].join(' › ')),
    ...flakyIn(suite.suites ?? [], [...path, suite.title]),
  ])
}

/**
 * Runs the browser tests with Playwright (some of their files, if named) and adds its counts to the
 * totals: a test that passed only on its retry does not fail the run, as Playwright's exit code
 * says, but is counted and named as flaky, not as a pass.
 */
function runPlaywright(label: string, { files = [], env = {}, config }: { files?: string[]; env?: Record<string, string>; config?: string } = {}) {
  const report = join(reports, `playwright-${Date.now()}.json`)
  const status = step(label, 'npx', ['playwright', 'test', ...(config ? ['--config', config] : []), '--reporter=list,json', ...files], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
  })
  if (existsSync(report)) {
    const { stats, suites } = JSON.parse(readFileSync(report, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: ReportSuite[] }
    totals.passed += stats.expected
    totals.failed += stats.unexpected
    totals.skipped += stats.skipped
    totals.flaky += stats.flaky
    flakyTests.push(...flakyIn(suites).map((name) => `${label}: ${name}`))
  }
  if (status !== 0) fail(label, status)
}

/** Ends with the counts in the plain 'N passed, N failed' form CI logs read. */
function finish(status: number): never {
  rmSync(reports, { recursive: true, force: true })
  if (flakyTests.length > 0) console.log(`\nFlaky: passed only when tried again:\n${flakyTests.map((name) => `  ${name}`).join('\n')}`)
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} flaky`)
  process.exit(status)
}

// Content first: an editor's mistake comes out as the checker's own lines, not as failing tests.
run('Content check', 'npm', ['run', 'check:content'])

// Installing system packages is .ci/run's business, not the tests': without a browser, say how to get one.
if (!chromiumPath()) {
  console.error("No Chromium for the browser tests: install Debian's (apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.")
  process.exit(1)
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
// An editor who adds an entry as CONTENT.md says must never turn the tests red: the unit tests and the
// browser tests that read the content run on the extended content as well, where every
// list has one more entry, an advisor's portrait is a photo as it comes from a phone, and the home
// page and the podcast and blog lists show only some of their stories. A test that expects today's
// counts or names fails here.
const extended = await writeExtendedContent({ content: 'content', publicFolder: 'public' }).catch((error: Error) => fail(`The extended content: ${error.message}`, 1))
const extendedContent = { CONTENT_DIR: extended.contentDir, PUBLIC_DIR: extended.publicDir }
// The other unit tests read fixtures, the same in both runs.
runVitest('Unit tests that read the content, on the extended content', 'unit', { env: extendedContent, relatedTo: [CONTENT_FOLDER_MODULE] })
run('Build of the extended content', 'npm', ['run', 'build'], { ...extendedContent, NODE_ENV: 'production' })
runPlaywright('Browser tests of the pages that show the content, on the extended content', {
  files: specsThatReadContent('e2e'),
  env: { ...extendedContent, NODE_ENV: 'production' },
})
rmSync(extended.root, { recursive: true, force: true })
run('Build', 'npm', ['run', 'build'])
runVitest('Server tests: the server as npm start runs it', 'server')
postgres?.stop()
postgres = undefined
runPlaywright('Browser tests')
// The content editor runs on the dev server and Decap's local backend, on a copy of the extended content.
runPlaywright('Browser tests of the content editor (npm run cms)', { config: 'playwright.cms.config.ts' })
finish(0)
