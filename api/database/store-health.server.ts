import type { Kysely } from 'kysely'
import { shortLivedCache } from '../short-lived-cache.server.ts'
import { executeTransaction } from './execute-transaction.server.ts'
import type { Tables } from './tables.server.ts'

/** A health check result is reused this long, so a busy monitor or a flood of checks costs one write a second. */
const FRESH_FOR_MS = 1000

export interface StoreHealth {
  /** Why the store cannot take a submission now, or undefined when it can: a real write, at most once a second. */
  check(): Promise<string | undefined>
}

/**
 * The health of the store, told by a real write committed the way submissions are: with SQLite
 * that also proves the file written is still the store on disk (see the worker), with PostgreSQL
 * that the database is reachable and writable.
 */
export function storeHealth(db: Kysely<Tables>): StoreHealth {
  const write = async () => {
    try {
      const checkedAt = new Date().toISOString()
      await executeTransaction(db, [
        db
          .insertInto('store_checks')
          .values({ name: 'health', checked_at: checkedAt })
          .onConflict((conflict) => conflict.column('name').doUpdateSet({ checked_at: checkedAt }))
          .compile(),
      ])
      return undefined
    } catch (error) {
      return `the store cannot be written: ${(error as Error).message}`
    }
  }
  const recent = shortLivedCache({ ttlMs: FRESH_FOR_MS, maxEntries: 1, load: write })
  return { check: () => recent('') }
}
