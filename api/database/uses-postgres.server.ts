import { PostgresAdapter, type Kysely } from 'kysely'

/** Whether `db` is the PostgreSQL store (DATABASE_URL) rather than the SQLite file. */
export function usesPostgres<Tables>(db: Kysely<Tables>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
