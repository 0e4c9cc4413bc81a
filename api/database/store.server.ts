import type { CompiledQuery, Kysely, QueryResult } from 'kysely'
import { log } from '../log.server.ts'
import { storeHealth, type StoreHealth } from './store-health.server.ts'
import type { StoreTransaction } from './store-transaction.server.ts'
import { StoreUnavailableError } from './store-unavailable-error.server.ts'
import type { Tables } from './tables.server.ts'

/** What openDatabase opened: everything the server and the commands do with the store goes through it. */
export interface Store {
  /** Kysely over the store, for queries and for the commands' own transactions. */
  db: Kysely<Tables>
  transaction: StoreTransaction
  /**
   * Runs one store operation within `deadlineMs`. A failure the store causes (its file gone, its
   * disk full or read-only, its database unreachable, no answer in time) rejects as
   * StoreUnavailableError; any other error as it is.
   */
  within<T>(deadlineMs: number, operation: () => Promise<T>): Promise<T>
  /** Whether the store can take a submission now, for /api/health and the metrics. */
  health: StoreHealth
  /**
   * After a deletion that must leave nothing readable (an erasure): moves what is left of the
   * deleted rows out of the store's files, where the store can (see the store's own).
   */
  forgetDeleted(): Promise<void>
  /** Closes the store's connections: SQLite's worker thread (stopped if it does not answer within 2 s), PostgreSQL's pool. */
  close(): Promise<void>
}

export interface StoreParts {
  db: Kysely<Tables>
  /** The store's own way to run a transaction: one message to the SQLite worker, or one pooled PostgreSQL connection. */
  runTransaction(queries: readonly CompiledQuery[], deadlineAt: number): Promise<QueryResult<unknown>[]>
  /** Why `error` means the store cannot take a write now, in plain words; undefined for any other error. */
  whyUnavailable(error: unknown): string | undefined
  forgetDeleted(): Promise<void>
  close(): Promise<void>
}

/**
 * The store around its parts: every write within its deadline, its failures sorted into "the store
 * is unavailable" and the rest, and the store's state logged when it changes: one line when it
 * becomes unavailable and one when it is back, not one per request.
 */
export function makeStore({ db, runTransaction, whyUnavailable, forgetDeleted, close }: StoreParts): Store {
  let unavailable: string | undefined
  const available = () => {
    if (unavailable === undefined) return
    unavailable = undefined
    log('info', 'store_available')
  }
  const failed = (reason: string) => {
    if (unavailable === undefined) log('error', 'store_unavailable', { reason })
    unavailable = reason
  }

  async function within<T>(deadlineMs: number, operation: (deadlineAt: number) => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreUnavailableError(`the store did not answer within ${deadlineMs / 1000} s`)), deadlineMs)
    })
    try {
      const result = await Promise.race([operation(Date.now() + deadlineMs), late])
      available()
      return result
    } catch (error) {
      const reason = error instanceof StoreUnavailableError ? error.message : whyUnavailable(error)
      if (reason === undefined) throw error
      failed(reason)
      throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(reason, { cause: error })
    } finally {
      clearTimeout(timer)
    }
  }

  const transaction = (queries: readonly CompiledQuery[], deadlineMs: number) => within(deadlineMs, (deadlineAt) => runTransaction(queries, deadlineAt))
  return { db, transaction, within, health: storeHealth({ db, transaction }), forgetDeleted, close }
}
