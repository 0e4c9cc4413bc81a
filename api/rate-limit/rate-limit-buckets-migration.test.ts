import { describe, expect, test } from 'vitest'
import { createRateLimitBuckets } from '../database/migrations/0003-rate-limit-buckets.server.ts'
import { usesPostgres } from '../database/uses-postgres.server.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'

describe.each(TEST_STORE_KINDS)('Migration 0003 on $name', (kind) => {
  const store = useTestStore(kind)
  const tableNames = async () => (await store.db.introspection.getTables()).map((table) => table.name)

  test('drops the per-minute counters and creates the bucket table on PostgreSQL only', async () => {
    await createRateLimitBuckets.up(store.db)
    const tables = await tableNames()
    expect(tables).not.toContain('rate_limits')
    expect(tables.includes('rate_limit_buckets')).toBe(usesPostgres(store.db))
    expect(tables).toEqual(expect.arrayContaining(['submissions', 'mail_outbox']))
  })

  test('goes down and up again', async () => {
    await createRateLimitBuckets.down?.(store.db)
    expect(await tableNames()).toContain('rate_limits')
    expect(await tableNames()).not.toContain('rate_limit_buckets')
    await createRateLimitBuckets.up(store.db)
    expect(await tableNames()).not.toContain('rate_limits')
  })
})
