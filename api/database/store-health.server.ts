import type { Kysely } from 'kysely'
import { shortLivedCache } from '../short-lived-cache.server.ts'
import { STORE_DEADLINES } from './store-deadlines.server.ts'
import type { StoreTransaction } from './store-transaction.server.ts'
import type { Tables } from './tables.server.ts'

/** A health check result is reused this long, so a busy monitor or a flood of checks costs one write a second. */
export const HEALTH_FRESH_FOR_MS = 1000

export interface StoreHealth {
  /**
   * Why the store cannot take a submission now, or undefined when it can: a real write, at most once
   * a second, told within 1.5 s. `now` is the clock the answer's age is read on (a test moves it on
   * instead of waiting).
   */
  check(now?: number): Promise<string | undefined>
}

/**
 * The health of the store, told by a real write committed the way submissions are: with SQLite
 * that also proves the file written is still the store on disk (see the worker), with PostgreSQL
 * that the database is reachable and writable. A store that does not answer within the health
 * deadline is unhealthy, so a stalled disk or database makes the check answer 503, not wait.
 */
export function storeHealth({ db, transaction }: { db: Kysely<Tables>; transaction: StoreTransaction }): StoreHealth {
  const write = async () => {
    try {
      const checkedAt = new Date().toISOString()
      await transaction(
        [
          db
            .insertInto('store_checks')
            .values({ name: 'health', checked_at: checkedAt })
            .onConflict((conflict) => conflict.column('name').doUpdateSet({ checked_at: checkedAt }))
            .compile(),
        ],
        STORE_DEADLINES.healthMs,
      )
      return undefined
    } catch (error) {
      return `the store cannot be written: ${(error as Error).message}`
    }
  }
  const recent = shortLivedCache({ ttlMs: HEALTH_FRESH_FOR_MS, maxEntries: 1, load: write })
  return { check: (now) => recent('', now) }
}
