import { fileURLToPath } from 'node:url'
import { buildSite } from '#tools/build-freshness/build-site.ts'
import { buildState } from '#tools/build-freshness/build-state.ts'
import { startTemporaryPostgres, testsWantTemporaryPostgres, type TemporaryPostgres } from '#tools/temporary-postgres/temporary-postgres.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

let postgres: TemporaryPostgres | undefined

/**
 * Builds the site once when the build is missing or its sources changed since, since the servers the
 * tests start run the compiled server as production does, which never builds; and starts a throwaway PostgreSQL when
 * none is named, one is installed and TEST_STORES does not hold the tests to SQLite, so both stores are tested.
 */
export async function setup() {
  if (buildState(root) !== 'current' && !buildSite(root)) throw new Error('The build failed: the server tests need it.')
  if (testsWantTemporaryPostgres()) {
    postgres = await startTemporaryPostgres()
    if (postgres) process.env.TEST_DATABASE_URL = postgres.url
  }
}

export function teardown() {
  postgres?.stop()
}
