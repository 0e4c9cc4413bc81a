import { accessSync, constants, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { log } from '../log.server.ts'
import { executeTransaction } from './execute-transaction.server.ts'
import { WorkerSqliteDialect } from './sqlite-worker/worker-sqlite-dialect.server.ts'
import type { Tables } from './tables.server.ts'

export interface DatabaseLocation {
  /** postgres://… to store in PostgreSQL; without it, SQLite in a file under `dataDir`. */
  databaseUrl?: string | undefined
  dataDir: string
}

export const SQLITE_FILE_NAME = 'submissions.sqlite'

/** Opens the store; run `migrateToLatest` before use. */
export function openDatabase({ databaseUrl, dataDir }: DatabaseLocation): Kysely<Tables> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
    // An idle connection the database closes (a restart, a failover) must not take the server down;
    // the pool opens a new one for the next query.
    pool.on('error', (error) => log('warn', 'database_connection_lost', { reason: error.message }))
    return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
  }
  const dialect = new WorkerSqliteDialect(usableSqliteFile(resolve(dataDir)))
  const db = new Kysely<Tables>({ dialect })
  executeTransaction.inWorker(db, dialect.driver!)
  return db
}

/** The SQLite file in `dir`, creating the folder; a folder that cannot be used throws one readable sentence. */
function usableSqliteFile(dir: string): string {
  try {
    mkdirSync(dir, { recursive: true })
    // SQLite creates its journal files beside the store, so the folder itself must be writable.
    accessSync(dir, constants.W_OK)
    return join(dir, SQLITE_FILE_NAME)
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    const why =
      code === 'ENOTDIR' || code === 'EEXIST'
        ? 'part of that path is a file, not a folder'
        : code === 'EACCES' || code === 'EPERM'
          ? 'this user may not write there'
          : code === 'EROFS'
            ? 'the disk is read-only'
            : code === 'ENOSPC'
              ? 'the disk is full'
              : message
    throw new Error(`The data folder ${dir} (DATA_DIR) cannot be used: ${why}.`, { cause: error })
  }
}
