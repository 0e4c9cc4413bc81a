import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { buildState } from '#tools/build-freshness/build-state.ts'
import { startTemporaryPostgres, type TemporaryPostgres } from '#tools/temporary-postgres/temporary-postgres.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

let postgres: TemporaryPostgres | undefined

/**
 * Builds the site once when the build is missing or its sources changed since, since the servers the
 * tests start run the compiled server as production does, which never builds; and starts a throwaway PostgreSQL when
 * none is named and one is installed, so both stores are tested.
 */
export async function setup() {
  if (buildState(root) !== 'current') {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
    if (build.status !== 0) throw new Error('The build failed: the server tests need it.')
  }
  if (!process.env.TEST_DATABASE_URL) {
    postgres = await startTemporaryPostgres()
    if (postgres) process.env.TEST_DATABASE_URL = postgres.url
  }
}

export function teardown() {
  postgres?.stop()
}
