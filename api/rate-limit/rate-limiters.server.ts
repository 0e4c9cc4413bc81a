import type { Kysely } from 'kysely'
import type { Store } from '../database/store.server.ts'
import type { Tables } from '../database/tables.server.ts'
import { usesPostgres } from '../database/uses-postgres.server.ts'
import { memoryRateLimiter } from './memory-rate-limiter.server.ts'
import { deleteIdleRateLimitBuckets, postgresRateLimiter } from './postgres-rate-limiter.server.ts'
import type { RateLimiter } from './rate-limiter.server.ts'

/**
 * The hourly clean-up of rate-limit state in the store: idle buckets on PostgreSQL. On SQLite there
 * is nothing to do, as the buckets live in the server's memory and clear themselves.
 */
export async function deleteExpiredRateLimits(db: Kysely<Tables>, now = Date.now()): Promise<void> {
  if (usesPostgres(db)) await deleteIdleRateLimitBuckets(db, now)
}

/**
 * The limiter that suits the store: on PostgreSQL one that every server instance shares; beside
 * SQLite, which only one server process opens, one in memory. Make one per server and give it to
 * every form, so that a client has one budget for all of them.
 */
export function rateLimiterFor(store: Pick<Store, 'db' | 'within'>, limit: number): RateLimiter {
  return usesPostgres(store.db) ? postgresRateLimiter(store, limit) : memoryRateLimiter(limit)
}
