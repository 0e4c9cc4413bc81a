import type { CompiledQuery, Kysely, QueryResult } from 'kysely'
import type { WorkerSqliteDriver } from './sqlite-worker/worker-sqlite-driver.server.ts'

/** The worker driver behind each SQLite store openDatabase made: Kysely does not hand its driver out. */
const workerDrivers = new WeakMap<object, WorkerSqliteDriver>()

/**
 * Runs compiled statements in one transaction and resolves with their results once it has
 * committed. Beside SQLite the whole transaction is one message to the worker thread, so its
 * statements run back to back however busy the main thread is; with PostgreSQL it is an ordinary
 * transaction on one pooled connection.
 */
export async function executeTransaction<Tables>(db: Kysely<Tables>, queries: readonly CompiledQuery[]): Promise<QueryResult<unknown>[]> {
  const driver = workerDrivers.get(db)
  if (driver) return driver.executeTransaction(queries)
  return db.transaction().execute(async (transaction) => {
    const results: QueryResult<unknown>[] = []
    for (const query of queries) results.push(await transaction.executeQuery(query))
    return results
  })
}

/** Called by openDatabase for a SQLite store. */
executeTransaction.inWorker = <Tables>(db: Kysely<Tables>, driver: WorkerSqliteDriver) => {
  workerDrivers.set(db, driver)
}
