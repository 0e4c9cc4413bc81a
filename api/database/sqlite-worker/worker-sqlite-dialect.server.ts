import { SqliteDialect, type Driver } from 'kysely'
import { WorkerSqliteDriver } from './worker-sqlite-driver.server.ts'

/** Kysely's SQLite dialect (its SQL, adapter and introspection) over a connection in a worker thread. */
export class WorkerSqliteDialect extends SqliteDialect {
  readonly #file: string
  /** The driver Kysely made, for what Kysely cannot ask of it (a transaction in one message). */
  driver: WorkerSqliteDriver | undefined

  constructor(file: string) {
    // The base class's driver is never made: createDriver below replaces it.
    super({ database: () => Promise.reject(new Error('unused')) })
    this.#file = file
  }

  override createDriver(): Driver {
    this.driver = new WorkerSqliteDriver(this.#file)
    return this.driver
  }
}
