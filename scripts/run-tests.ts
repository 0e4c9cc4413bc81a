/**
 * `npm test`: the content check, lint, format check, type check, unit tests, the browser tests of the content pages
 * on a build of the content with one more entry of each kind and 30 more blog posts, a fresh build, the server tests
 * against the real started server (both on SQLite, and on PostgreSQL too when it is installed or
 * TEST_DATABASE_URL names one), then every browser test against it, and the browser tests of the
 * content editor on the dev server. Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumPath } from '../tools/chromium/chromium-path.ts'
import { addPhonePhotoAdvisor } from '../tools/phone-photo/add-phone-photo-advisor.ts'
import { writeBlogPostCorpus } from '../tools/story-corpus/write-blog-post-corpus.ts'
import { startTemporaryPostgres, type TemporaryPostgres } from '../tools/temporary-postgres/temporary-postgres.ts'

let postgres: TemporaryPostgres | undefined
const reports = mkdtempSync(join(tmpdir(), 'senseahead-test-reports-'))
const totals = { passed: 0, failed: 0, skipped: 0 }

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

/** Runs one vitest project and adds its counts to the totals printed at the end. */
function runVitest(label: string, project: string) {
  const report = join(reports, `${project}-${Date.now()}.json`)
  const status = step(label, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`])
  if (existsSync(report)) {
    const counts = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
    totals.passed += counts.numPassedTests
    totals.failed += counts.numFailedTests
    totals.skipped += counts.numPendingTests + counts.numTodoTests
  }
  if (status !== 0) fail(label, status)
}

/**
 * Runs the browser tests with Playwright (some of their files, if named) and adds its counts to the
 * totals: a test that passed only on its retry counts as passed, as it does for Playwright's exit code.
 */
function runPlaywright(label: string, { files = [], env = {}, config }: { files?: string[]; env?: Record<string, string>; config?: string } = {}) {
  const report = join(reports, `playwright-${Date.now()}.json`)
  const status = step(label, 'npx', ['playwright', 'test', ...(config ? ['--config', config] : []), '--reporter=list,json', ...files], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
  })
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
    totals.passed += stats.expected + stats.flaky
    totals.failed += stats.unexpected
    totals.skipped += stats.skipped
  }
  if (status !== 0) fail(label, status)
}

/** Ends with the counts in the plain 'N passed, N failed' form CI logs read. */
function finish(status: number): never {
  rmSync(reports, { recursive: true, force: true })
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
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
// An editor who adds a game, a podcast, a blog post and an advisor as CONTENT.md says must never
// turn the tests red: the pages that show them are tested on a build of such content first, with
// enough generated blog posts besides for /blog to run to several pages. One more advisor's
// portrait is a photo as it comes from a phone, which the build must shrink.
const extended = mkdtempSync(join(tmpdir(), 'senseahead-extended-content-'))
cpSync('content', join(extended, 'content'), { recursive: true })
cpSync('lib/content/fixtures/editor-additions/content', join(extended, 'content'), { recursive: true })
cpSync('public', join(extended, 'public'), { recursive: true })
await addPhonePhotoAdvisor(join(extended, 'content'), join(extended, 'public'))
// Published elsewhere: their pages would be the shipped posts' own again, each audited once more.
writeBlogPostCorpus(join(extended, 'content'), 30, { allElsewhere: true })
const extendedContent = { CONTENT_DIR: join(extended, 'content'), PUBLIC_DIR: join(extended, 'public'), NODE_ENV: 'production' }
run('Build with one more game, podcast, blog post and advisor, an advisor with a phone photo, and 30 more posts', 'npm', ['run', 'build'], extendedContent)
runPlaywright('Browser tests of the pages that show them', {
  files: ['e2e/home-interactions.spec.ts', 'e2e/routes.spec.ts', 'e2e/navigation.spec.ts', 'e2e/pictures.spec.ts', 'e2e/story-lists.spec.ts', 'e2e/accessibility.spec.ts'],
  env: extendedContent,
})
rmSync(extended, { recursive: true, force: true })
run('Build', 'npm', ['run', 'build'])
runVitest('Server tests: the server as npm start runs it', 'server')
postgres?.stop()
postgres = undefined
runPlaywright('Browser tests')
// The content editor runs on the dev server and Decap's local backend, on a copy of the content.
runPlaywright('Browser tests of the content editor (npm run cms)', { config: 'playwright.cms.config.ts' })
finish(0)
