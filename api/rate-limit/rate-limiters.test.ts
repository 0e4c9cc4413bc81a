import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createRateLimitBuckets } from '../database/migrations/0003-rate-limit-buckets.server.ts'
import { openDatabase } from '../database/open-database.server.ts'
import type { Store } from '../database/store.server.ts'
import { usesPostgres } from '../database/uses-postgres.server.ts'
import { TEST_STORE_KINDS, type TestStore } from '../testing/test-stores.ts'
import { postgresRateLimiter } from './postgres-rate-limiter.server.ts'
import type { RateLimiter } from './rate-limiter.server.ts'
import { deleteExpiredRateLimits, rateLimiterFor } from './rate-limiters.server.ts'

const LIMIT = 10
/** A minute boundary. */
const T = Date.parse('2026-06-01T00:00:00Z')

async function takeMany(limiter: RateLimiter, client: string, times: number, now: number) {
  const verdicts = []
  for (let i = 0; i < times; i++) verdicts.push(await limiter.take(client, now))
  return verdicts
}
const allowedCount = (verdicts: { allowed: boolean }[]) => verdicts.filter((verdict) => verdict.allowed).length

describe.each(TEST_STORE_KINDS)('The rate limiter for a $name store', (kind) => {
  let store: TestStore
  let limiter: RateLimiter
  beforeAll(async () => {
    store = await kind.create()
    // Harmless when the store's migrations already include it: it only creates what is missing.
    await createRateLimitBuckets.up(store.db)
    limiter = rateLimiterFor(store, LIMIT)
  })
  afterAll(async () => {
    await store.remove()
  })

  test('is kept in memory beside SQLite and in the database on PostgreSQL', () => {
    expect('size' in limiter).toBe(!usesPostgres(store.db))
  })

  test('allows the limit, then refuses with a Retry-After between 1 and 60 seconds', async () => {
    const verdicts = await takeMany(limiter, 'allows-limit', LIMIT, T)
    expect(verdicts.every((verdict) => verdict.allowed)).toBe(true)
    const refused = await limiter.take('allows-limit', T)
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    // Ten a minute: the next request fits six seconds later.
    expect(refused.retryAfterSeconds).toBe(6)
  })

  test('refills continuously over time', async () => {
    await takeMany(limiter, 'refills', LIMIT, T)
    const early = await limiter.take('refills', T + 5_999)
    expect(early).toEqual({ allowed: false, retryAfterSeconds: 1 })
    expect((await limiter.take('refills', T + 6_000)).allowed).toBe(true)
    expect((await limiter.take('refills', T + 6_000)).allowed).toBe(false)
    expect(allowedCount(await takeMany(limiter, 'refills', LIMIT + 1, T + 66_000))).toBe(LIMIT)
  })

  test('gives no second full limit just after a minute boundary', async () => {
    expect(allowedCount(await takeMany(limiter, 'boundary', LIMIT, T + 59_900))).toBe(LIMIT)
    const afterBoundary = allowedCount(await takeMany(limiter, 'boundary', LIMIT, T + 60_100))
    expect(afterBoundary).toBeLessThan(LIMIT)
    expect(afterBoundary).toBe(0)
    // Within the whole minute after the burst, only the refill gets through: one every six seconds.
    let allowed = 0
    for (let at = T + 60_100; at < T + 59_900 + 60_000; at += 500) allowed += allowedCount([await limiter.take('boundary', at)])
    expect(allowed).toBe(LIMIT - 1)
  })

  test('keeps clients apart', async () => {
    await takeMany(limiter, 'first', LIMIT + 3, T)
    expect(allowedCount(await takeMany(limiter, 'second', LIMIT + 1, T))).toBe(LIMIT)
  })

  test('refills nothing when a clock steps back', async () => {
    await takeMany(limiter, 'clock', LIMIT, T + 10_000)
    expect((await limiter.take('clock', T)).allowed).toBe(false)
    expect((await limiter.take('clock', T + 10_000)).allowed).toBe(false)
  })

  test('the hourly maintenance keeps the buckets that are still refilling', async () => {
    await takeMany(limiter, 'maintained', LIMIT, T + 59_000)
    await deleteExpiredRateLimits(store.db, T + 60_000)
    expect((await limiter.take('maintained', T + 60_000)).allowed).toBe(false)
  })

  describe.runIf(kind.name === 'PostgreSQL')('on PostgreSQL', () => {
    let other: Store
    beforeAll(() => {
      other = openDatabase(store.location)
    })
    afterAll(async () => {
      await other.close()
    })

    test('two server instances share the limit', async () => {
      const [one, two] = [postgresRateLimiter(store, LIMIT), postgresRateLimiter(other, LIMIT)]
      let allowed = 0
      for (let i = 0; i < LIMIT + 4; i++) allowed += allowedCount([await (i % 2 ? one : two).take('shared', T)])
      expect(allowed).toBe(LIMIT)
    })

    test('requests at the same moment on two instances never take more than the limit', async () => {
      const [one, two] = [postgresRateLimiter(store, LIMIT), postgresRateLimiter(other, LIMIT)]
      const verdicts = await Promise.all(Array.from({ length: 3 * LIMIT }, (_, i) => (i % 2 ? one : two).take('concurrent', T)))
      expect(allowedCount(verdicts)).toBe(LIMIT)
    })

    test('keeps the buckets in an UNLOGGED table', async () => {
      const { rows } = await sql<{ relpersistence: string }>`select relpersistence from pg_class where relname = 'rate_limit_buckets'`.execute(store.db)
      expect(rows).toEqual([{ relpersistence: 'u' }])
    })

    test('the hourly maintenance deletes buckets idle for a minute, which are full anyway', async () => {
      await takeMany(limiter, 'idle', LIMIT, T)
      await takeMany(limiter, 'busy', 1, T + 1)
      await deleteExpiredRateLimits(store.db, T + 60_000)
      const keys = await sql<{ key: string }>`select key from rate_limit_buckets where key in ('idle', 'busy')`.execute(store.db)
      expect(keys.rows).toEqual([{ key: 'busy' }])
      expect(allowedCount(await takeMany(limiter, 'idle', LIMIT + 1, T + 60_000))).toBe(LIMIT)
    })
  })
})
