import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { deleteIdleRateLimitBuckets } from './delete-idle-rate-limit-buckets.server.ts'
import { usesPostgres } from '../database/uses-postgres.server.ts'

/**
 * The hourly clean-up of rate-limit state in the store: idle buckets on PostgreSQL. On SQLite there
 * is nothing to do, as the buckets live in the server's memory and clear themselves.
 */
export async function deleteExpiredRateLimits(db: Kysely<Tables>, now = Date.now()): Promise<void> {
  if (usesPostgres(db)) await deleteIdleRateLimitBuckets(db, now)
}
