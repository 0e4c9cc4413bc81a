import { type ColumnType, type Kysely, sql } from 'kysely'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import type { Tables } from '../database/tables.server.ts'
import { FULL_REFILL_MS, bucketVerdict, type RateLimiter } from './rate-limiter.server.ts'

/**
 * The PostgreSQL table of token buckets, which migration 0003 creates UNLOGGED. It is not part of
 * `Tables` because SQLite has no such table: there the buckets live in the server's memory.
 */
export type RateLimitBucketsTable = {
  rate_limit_buckets: {
    /** `rateLimitKey` of the client. */
    key: string
    /** What the bucket held at `updated_at`, in the credits FULL_REFILL_MS describes. */
    credits: number
    /** Milliseconds since the epoch; PostgreSQL's bigint comes back as a string. */
    updated_at: ColumnType<string, number, number>
    /** Whether the request that last wrote the row was let through. */
    allowed: boolean
  }
}

/**
 * Deletes the PostgreSQL buckets no request touched for a whole refill period: whatever the limit,
 * they are full again, the same as no bucket at all.
 */
export async function deleteIdleRateLimitBuckets(db: Kysely<Tables>, now = Date.now()): Promise<void> {
  await db
    .withTables<RateLimitBucketsTable>()
    .deleteFrom('rate_limit_buckets')
    .where('updated_at', '<=', String(Math.floor(now) - FULL_REFILL_MS))
    .execute()
}

/**
 * Token buckets in PostgreSQL, so every server instance on the database enforces one limit. The
 * table is UNLOGGED: a request writes no WAL and waits for no fsync, and a database crash only
 * empties the buckets, which forgives the clients of the last minute. One atomic upsert refills
 * the bucket for the time passed, takes a request if the bucket holds one and returns the result,
 * so concurrent requests from one client on several instances cannot both take the last request.
 *
 * Time is the `now` each call passes (the server's clock), so that the two implementations and
 * their tests agree; a clock behind the stored time refills nothing rather than going back.
 *
 * The upsert has the rate-limit deadline: a database that does not answer makes the request fail
 * as the store being unavailable (503) within a second, instead of holding it.
 */
export function postgresRateLimiter({ db, within }: Pick<Store, 'db' | 'within'>, limit: number): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A rate limit must be a whole number of at least 1, not ${limit}`)
  const buckets = db.withTables<RateLimitBucketsTable>()
  const capacity = limit * FULL_REFILL_MS

  return {
    async take(client, now = Date.now()) {
      const at = Math.floor(now)
      const refilled = sql<number>`least(${capacity}::float8, rate_limit_buckets.credits + greatest(0, ${at}::bigint - rate_limit_buckets.updated_at) * ${limit}::float8)`
      const upsert = buckets
        .insertInto('rate_limit_buckets')
        .values({ key: client, credits: capacity - FULL_REFILL_MS, updated_at: at, allowed: true })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            // Every expression here reads the row as it was before this request.
            credits: sql<number>`${refilled} - case when ${refilled} >= ${FULL_REFILL_MS}::float8 then ${FULL_REFILL_MS}::float8 else 0 end`,
            updated_at: sql<number>`greatest(rate_limit_buckets.updated_at, ${at}::bigint)`,
            allowed: sql<boolean>`${refilled} >= ${FULL_REFILL_MS}::float8`,
          }),
        )
        .returning(['credits', 'allowed'])
      const { credits, allowed } = await within(STORE_DEADLINES.rateLimitMs, () => upsert.executeTakeFirstOrThrow())
      return bucketVerdict(credits, allowed, limit)
    },
  }
}
