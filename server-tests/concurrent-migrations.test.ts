import { sql } from 'kysely'
import { afterAll, expect, test } from 'vitest'
import { TEST_STORE_KINDS, type TestStore } from '#api/testing/test-stores.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'

const postgres = TEST_STORE_KINDS.find((kind) => kind.name === 'PostgreSQL')
let store: TestStore | undefined
const sites: StartedSite[] = []

afterAll(async () => {
  for (const site of sites) await site.remove()
  await store?.remove()
})

// Several instances of the API on one database, deployed together, all migrate at their start.
test.skipIf(!postgres)(
  'three servers starting at once on an empty PostgreSQL database all start, and each migration runs once',
  async () => {
    store = await postgres!.create()
    // Empty again, as a new deployment's database is.
    await sql`drop schema public cascade`.execute(store.db)
    await sql`create schema public`.execute(store.db)
    const env = { DATABASE_URL: store.location.databaseUrl!, RATE_LIMIT_PER_MINUTE: '1000' }
    const started = await Promise.all([0, 1, 2].map(() => startSite({ env })))
    sites.push(...started)
    for (const site of started) expect((await fetch(`${site.baseUrl}/api/health`)).status).toBe(200)
    const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(store.db)
    const names = ran.rows.map((row) => row.name)
    expect(names.length).toBeGreaterThan(0)
    expect(new Set(names).size).toBe(names.length)
  },
  120_000,
)
