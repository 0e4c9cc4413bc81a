import { sql, type Migration } from 'kysely'
import { usesPostgres } from '../uses-postgres.server.ts'

/**
 * On PostgreSQL, a trigram index (the pg_trgm extension, which PostgreSQL ships among its contrib
 * modules and lets a database's owner enable) on the inbox's search column: a search by part of a
 * name or address, `%term%`, finds its few rows in the index instead of reading every sign-up of
 * the table, while a term that matches many still reads the inbox index newest first and stops at
 * a page. SQLite reads the search column inside the inbox index (0009), which is enough there.
 */
export const addSearchTrigrams: Migration = {
  async up(db) {
    if (!usesPostgres(db)) return
    await sql`create extension if not exists pg_trgm`.execute(db)
    await db.schema
      .createIndex('submissions_search_trigrams')
      .on('submissions')
      .using('gin')
      .expression(sql`search_text gin_trgm_ops`)
      .execute()
  },
  async down(db) {
    if (!usesPostgres(db)) return
    // The extension stays: something else in the database may use it.
    await db.schema.dropIndex('submissions_search_trigrams').execute()
  },
}
