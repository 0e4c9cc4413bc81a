import { rmSync } from 'node:fs'
import { chromiumPath } from '../chromium/chromium-path.ts'
import { specsThatReadContent } from '../extended-content/specs-that-read-content.ts'
import { writeExtendedContent } from '../extended-content/write-extended-content.ts'
import { startTemporaryPostgres } from '../temporary-postgres/temporary-postgres.ts'
import { testRun } from './test-run.ts'

/** Where CONTENT_DIR is read: a unit test that imports it, directly or through other modules, reads the content. */
const CONTENT_FOLDER_MODULE = 'lib/content/content-folder.server.ts'

/**
 * Every test of the project, in order (`npm test` describes them), in the current folder; stops at
 * the first failing step, and ends the process with the counts either way.
 */
export async function runTests(): Promise<never> {
  const tests = testRun()

  // Content first: an editor's mistake comes out as the checker's own lines, not as failing tests.
  tests.run('Content check', 'npm', ['run', 'check:content'])

  // Installing system packages is .ci/run's business, not the tests': without a browser, say how to get one.
  if (!chromiumPath()) {
    console.error("No Chromium for the browser tests: install Debian's (apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.")
    process.exit(1)
  }

  if (!process.env.TEST_DATABASE_URL) {
    tests.postgres = await startTemporaryPostgres()
    if (tests.postgres) process.env.TEST_DATABASE_URL = tests.postgres.url
    else console.warn('PostgreSQL is not installed: the API tests run on SQLite only (Debian: apt-get install -y postgresql).')
  }

  tests.run('Lint', 'npm', ['run', 'lint'])
  tests.run('Format check', 'npm', ['run', 'format:check'])
  tests.run('Type check', 'npm', ['run', 'typecheck'])
  tests.runVitest('Unit tests', 'unit')
  // An editor who adds an entry as CONTENT.md says must never turn the tests red: the unit tests and the
  // browser tests that read the content run on the extended content as well, where every
  // list has one more entry, an advisor's portrait is a photo as it comes from a phone, and the home
  // page and the podcast and blog lists show only some of their stories. A test that expects today's
  // counts or names fails here.
  const extended = await writeExtendedContent({ content: 'content', publicFolder: 'public' }).catch((error: Error) => tests.fail(`The extended content: ${error.message}`, 1))
  const extendedContent = { CONTENT_DIR: extended.contentDir, PUBLIC_DIR: extended.publicDir }
  // The other unit tests read fixtures, the same in both runs.
  tests.runVitest('Unit tests that read the content, on the extended content', 'unit', { env: extendedContent, relatedTo: [CONTENT_FOLDER_MODULE] })
  tests.run('Build of the extended content', 'npm', ['run', 'build'], { ...extendedContent, NODE_ENV: 'production' })
  tests.runPlaywright('Browser tests of the pages that show the content, on the extended content', {
    files: specsThatReadContent('e2e'),
    env: { ...extendedContent, NODE_ENV: 'production' },
  })
  rmSync(extended.root, { recursive: true, force: true })
  tests.run('Build', 'npm', ['run', 'build'])
  tests.runVitest('Server tests: the server as npm start runs it', 'server')
  tests.postgres?.stop()
  tests.postgres = undefined
  tests.runPlaywright('Browser tests')
  // The content editor runs on the dev server and Decap's local backend, on a copy of the extended content.
  tests.runPlaywright('Browser tests of the content editor (npm run cms)', { config: 'playwright.cms.config.ts' })
  return tests.finish(0)
}
