import { Kysely, sql } from 'kysely'
import { log } from '../log.server.ts'
import { STORE_DEADLINE_PASSED, STORE_FILE_GONE } from './sqlite-worker/worker-error-codes.server.js'
import { WorkerSqliteDialect } from './sqlite-worker/worker-sqlite-dialect.server.ts'
import { makeStore, type Store } from './store.server.ts'
import type { Tables } from './tables.server.ts'

/**
 * The SQLite store in `file`, its connection in a worker thread: a transaction is one message to
 * the worker, so its statements run back to back however busy the main thread is.
 */
export function sqliteStore(file: string): Store {
  const dialect = new WorkerSqliteDialect(file)
  const db = new Kysely<Tables>({ dialect })
  return makeStore({
    db,
    // Kysely made the driver with the instance; it starts the worker with its first query (migrateToLatest).
    runTransaction: (queries, deadlineAt) => dialect.driver!.executeTransaction(queries, deadlineAt),
    whyUnavailable,
    forgetDeleted: async () => {
      // The worker deletes with secure_delete, which zeroes the freed bytes in the pages it writes
      // to the write-ahead log; the log itself still holds the pages as they were before. Copying
      // the log into the file and truncating it to nothing leaves no old page anywhere. A reader
      // (a backup running) is waited for as long as the busy timeout allows.
      const [result] = (await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db)).rows
      if (result?.busy) log('warn', 'erased_rows_still_in_log', { reason: 'a reader kept the write-ahead log busy; the next checkpoint empties it' })
    },
    close: () => db.destroy(),
  })
}

/** SQLite's and the worker's codes for a store that cannot be written now, as opposed to a bad statement. */
function whyUnavailable(error: unknown): string | undefined {
  const { code = '', message } = error as { code?: string; message: string }
  if (code === STORE_FILE_GONE || code === STORE_DEADLINE_PASSED) return message
  if (code === 'SQLITE_FULL') return 'the disk is full'
  if (code.startsWith('SQLITE_READONLY')) return 'the disk is read-only'
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_BUSY')) return `the disk cannot be written (${message})`
  return undefined
}
