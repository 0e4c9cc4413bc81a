import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { RATE_LIMIT_WINDOW_MS } from './count-request.server.ts'

/** Drops the counters of windows that have ended. */
export async function deleteExpiredRateLimits(db: Kysely<Tables>, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', Math.floor(now / RATE_LIMIT_WINDOW_MS)).execute()
}
