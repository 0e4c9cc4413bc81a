import type { ColumnType } from 'kysely'

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
