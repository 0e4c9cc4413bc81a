/**
 * `npm test`: the content check, lint, format check, type check, unit tests, then the unit tests that read the
 * content and the browser tests of every page that shows it again on the extended content (one more entry of
 * every list, and enough podcasts and blog posts that the home page and the lists show only some at a time), a
 * fresh build, the server tests
 * against the real started server (both on SQLite, and on PostgreSQL too when it is installed or
 * TEST_DATABASE_URL names one), then every browser test against it, and the browser tests of the
 * content editor on the dev server (tools/run-tests/). Stops at the first failing step.
 */
import { runTests } from '#tools/run-tests/run-tests.ts'

await runTests()
