import type { Store } from '../database/store.server.ts'
import { memoryRateLimiter } from './memory-rate-limiter.server.ts'
import { postgresRateLimiter } from './postgres-rate-limiter.server.ts'
import type { RateLimiter } from './rate-limiter.server.ts'
import { usesPostgres } from '../database/uses-postgres.server.ts'

/**
 * The limiter that suits the store: on PostgreSQL one that every server instance shares; beside
 * SQLite, which only one server process opens, one in memory. Make one per server and give it to
 * every form, so that a client has one budget for all of them.
 */
export function rateLimiterFor(store: Pick<Store, 'db' | 'within'>, limit: number): RateLimiter {
  return usesPostgres(store.db) ? postgresRateLimiter(store, limit) : memoryRateLimiter(limit)
}
