/**
 * `npm test`: the content check, then lint, format check, type check and unit tests side by side; the
 * unit tests that read the content again, and the browser tests whose outcome depends on the entries
 * (there only), on the extended content (one more entry of every list, and enough podcasts and blog posts that the
 * home page and the lists show only some at a time); a fresh build; the server tests against the real
 * started server (on SQLite, and on PostgreSQL too when it is installed or TEST_DATABASE_URL names
 * one); the browser tests of the content editor on the dev server; and every other browser test
 * against the started server (tools/run-tests/). Stops at the first failing step.
 *
 * `npm test -- --part=server` runs one part (checks, extended, build, server, browser, cms; several
 * with commas), `--shard=1/2` one half of the browser tests: GitHub's workflow runs the parts side by side.
 */
import { parseArgs } from 'node:util'
import { runTests, TEST_PARTS, type TestPart } from '#tools/run-tests/run-tests.ts'

const { values } = parseArgs({ options: { part: { type: 'string' }, shard: { type: 'string' } } })
const parts = values.part?.split(',').map((part) => part.trim())
const unknown = parts?.filter((part) => !(TEST_PARTS as readonly string[]).includes(part)) ?? []
if (unknown.length > 0) {
  console.error(`No part of the tests is called ${unknown.join(', ')}: the parts are ${TEST_PARTS.join(', ')}.`)
  process.exit(2)
}
if (values.shard !== undefined && !/^\d+\/\d+$/.test(values.shard)) {
  console.error(`--shard takes a part of the browser tests as 1/2 does, not "${values.shard}".`)
  process.exit(2)
}

await runTests({ parts: parts as TestPart[] | undefined, shard: values.shard })
