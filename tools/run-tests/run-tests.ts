import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { chromiumPath } from '../chromium/chromium-path.ts'
import { writeExtendedContent } from '../extended-content/write-extended-content.ts'
import { startTemporaryPostgres, testsWantTemporaryPostgres } from '../temporary-postgres/temporary-postgres.ts'
import { testRun, type CountedStep } from './test-run.ts'

/** Where CONTENT_DIR is read: a unit test that imports it, directly or through other modules, reads the content. */
const CONTENT_FOLDER_MODULE = 'lib/content/content-folder.server.ts'

/**
 * The browser tests whose outcome depends on how many entries the content has carry this tag
 * (`test(title, { tag: '@entries' }, …)`); Playwright fails a run whose filter finds no test.
 */
const ENTRIES_TAG = '@entries'

/**
 * The parts of the run, in the order `npm test` runs them all, but that the content editor's tests
 * (`cms`) run before the other browser tests. GitHub's workflow runs each as a job of
 * its own (`npm test -- --part=<name>`), side by side; a part that needs the build gets it from the
 * job that made it.
 */
export const TEST_PARTS = ['checks', 'extended', 'build', 'server', 'browser', 'cms'] as const
export type TestPart = (typeof TEST_PARTS)[number]

export interface TestRunOptions {
  /** The parts to run; all of them by default. */
  parts?: readonly TestPart[]
  /** Of the browser tests, one shard: `1/2` is the first half. */
  shard?: string
}

/**
 * Every test of the project, in order (`npm test` describes them), in the current folder; stops at
 * the first failing step, and ends the process with the counts and the run's time either way.
 */
export async function runTests({ parts = TEST_PARTS, shard }: TestRunOptions = {}): Promise<never> {
  const tests = testRun()
  const runs = (part: TestPart) => parts.includes(part)

  // The tests of the store (unit and server tests) run on both stores when PostgreSQL is installed.
  if ((runs('checks') || runs('server')) && testsWantTemporaryPostgres()) {
    tests.postgres = await startTemporaryPostgres()
    if (tests.postgres) process.env.TEST_DATABASE_URL = tests.postgres.url
    else console.warn('PostgreSQL is not installed: the tests of the store run on SQLite only (Debian: apt-get install -y postgresql).')
  }

  // Installing system packages is .ci/run's business, not the tests': without a browser, say how to get one.
  if ((runs('extended') || runs('browser') || runs('cms')) && !chromiumPath()) {
    console.error("No Chromium for the browser tests: install Debian's (apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.")
    process.exit(1)
  }

  // Content first, alone: an editor's mistake comes out as the checker's own lines, not as failing tests.
  if (runs('checks')) await tests.run({ label: 'Content check', command: 'npm', args: ['run', 'check:content'] })

  // An editor who adds an entry as CONTENT.md says must never turn the tests red: the unit tests that
  // read the content, and the browser tests whose outcome depends on how many entries there are, run
  // on the extended content as well, where every list has one more entry, an advisor's portrait is a
  // photo as it comes from a phone, and the home page and the podcast and blog lists show only some
  // of their stories. A test that expects today's counts or names fails here. The other tests'
  // outcome does not depend on the entries: they run on the content itself.
  const extended = runs('extended')
    ? await writeExtendedContent({ content: 'content', publicFolder: 'public' }).catch((error: Error) => tests.fail(`The extended content: ${error.message}`, 1))
    : undefined
  if (extended) tests.temporaryFolders.push(extended.root)
  const extendedContent = extended && { CONTENT_DIR: extended.contentDir, PUBLIC_DIR: extended.publicDir }

  // The steps of the checks and of the extended content's unit tests and build, side by side: those
  // that open no store, and those that do.
  const withoutStore: CountedStep[] = [
    ...(runs('checks')
      ? [
          { label: 'Lint', command: 'npm', args: ['run', 'lint'] },
          { label: 'Format check', command: 'npm', args: ['run', 'format:check'] },
          { label: 'Type check', command: 'npm', args: ['run', 'typecheck'] },
        ]
      : []),
    ...(extendedContent ? [{ label: 'Build of the extended content', command: 'npm', args: ['run', 'build'], env: { ...extendedContent, NODE_ENV: 'production' } }] : []),
  ]
  const withStore: CountedStep[] = [
    ...(runs('checks') ? [tests.vitest('Unit tests', 'unit')] : []),
    ...(extendedContent ? [tests.vitest('Unit tests that read the content, on the extended content', 'unit', { env: extendedContent, relatedTo: [CONTENT_FOLDER_MODULE] })] : []),
  ]
  if (sqliteLoads()) await tests.run(...withoutStore, ...withStore)
  else {
    // Installed without its install script (.ci/run), SQLite compiles here for about a minute on
    // one core, and the steps that open a store follow it at once. The steps that open none run
    // beside them on what they leave of the CPU: the compile and the unit tests each keep a core
    // busy only part of the time.
    await Promise.all([tests.run(...withoutStore.map(yieldingCpu)), tests.run(COMPILE_SQLITE).then(() => tests.run(...withStore))])
  }

  if (extendedContent) {
    await tests.run(tests.playwright('Browser tests that depend on the entries, on the extended content', { grep: ENTRIES_TAG, env: { ...extendedContent, NODE_ENV: 'production' } }))
  }

  if (runs('build')) await tests.run({ label: 'Build', command: 'npm', args: ['run', 'build'] })

  // One after the other: side by side, the load made the server tests' timing-sensitive cases (a
  // restart behind Caddy) and the content editor's typing slower than they are alone, for little gain.
  if (runs('server')) {
    await tests.run(tests.vitest('Server tests: the server as production starts it', 'server', { files: process.env.TEST_STORES === 'postgres' ? serverTestsOnStores() : [] }))
  }
  // The content editor runs on the dev server and Decap's local backend, on a copy of the extended content.
  if (runs('cms')) await tests.run(tests.playwright('Browser tests of the content editor (npm run cms)', { config: 'playwright.cms.config.ts' }))
  // The extended content holds every entry of the content and more, and every template and state it
  // has: the tests tagged @entries, run there, check the content's own pages too, so they run once.
  if (runs('browser')) await tests.run(tests.playwright(shard ? `Browser tests, part ${shard}` : 'Browser tests', { shard, grepInvert: ENTRIES_TAG }))
  return tests.finish(0)
}

/** Compiles SQLite and its binding for this Node (better-sqlite3's own install script). */
const COMPILE_SQLITE = { label: 'SQLite for Node (npm rebuild better-sqlite3)', command: 'npm', args: ['rebuild', 'better-sqlite3'] }

/** The step at a lower priority (nice 10): beside other steps, it runs on what they leave of the CPU. */
function yieldingCpu(step: CountedStep): CountedStep {
  return { ...step, command: 'nice', args: ['-n', '10', step.command, ...step.args] }
}

/** Whether better-sqlite3 opens a database: not when its binding was never compiled, or was compiled for another Node. */
function sqliteLoads(): boolean {
  try {
    const Database = createRequire(import.meta.url)('better-sqlite3') as typeof import('better-sqlite3')
    new Database(':memory:').close()
    return true
  } catch {
    return false
  }
}

/**
 * The server test files that run on each store (`describe.each(TEST_STORE_KINDS)` or a store of it):
 * the only ones a run on PostgreSQL alone needs, as the others test the server the same on either.
 */
function serverTestsOnStores(folder = 'server-tests'): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.test.ts') && readFileSync(join(folder, file), 'utf8').includes('TEST_STORE_KINDS'))
    .map((file) => join(folder, file))
}
