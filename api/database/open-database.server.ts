import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { log } from '../log.server.ts'
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
  mkdirSync(resolve(dataDir), { recursive: true })
  const database = new SQLite(join(resolve(dataDir), SQLITE_FILE_NAME))
  // WAL lets the command line read while the server writes; with synchronous FULL a commit is on
  // disk before the server answers, so an acknowledged submission survives a crash.
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = FULL')
  database.pragma('busy_timeout = 5000')
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database }) })
}
