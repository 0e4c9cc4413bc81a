import { sql, type Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'

export const RATE_LIMIT_WINDOW_MS = 60_000

export interface RateLimitVerdict {
  allowed: boolean
  /** Seconds until the current window ends and the client may send again. */
  retryAfterSeconds: number
}

/**
 * Counts one request for `key` in the current minute and says whether it is within `limit`. The
 * count lives in the database in one atomic upsert, so every server instance sharing the database
 * enforces the same limit.
 */
export async function countRequest(db: Kysely<Tables>, key: string, limit: number, now = Date.now()): Promise<RateLimitVerdict> {
  const window = Math.floor(now / RATE_LIMIT_WINDOW_MS)
  const { hits } = await db
    .insertInto('rate_limits')
    .values({ key, window_start: window, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start = ${window} then rate_limits.hits + 1 else 1 end`,
        window_start: window,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow()
  return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * RATE_LIMIT_WINDOW_MS - now) / 1000)) }
}
