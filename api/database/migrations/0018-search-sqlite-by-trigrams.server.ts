import { sql, type Migration } from 'kysely'
import { usesPostgres } from '../uses-postgres.server.ts'

/**
 * On SQLite, what 0012 gave PostgreSQL: an index of the inbox's search column by its trigrams (an
 * FTS5 table with the trigram tokenizer), so that a search for a rare part of a name, address or
 * reference finds its few rows without reading every sign-up of the inbox index (12 ms among
 * 100,000). It holds no copy of the column (its content is the submissions table, by rowid), and
 * triggers keep it in step in the same transaction as the row. With its secure-delete option, a
 * deleted row's trigrams are taken out of the index at once, not only marked deleted, so an
 * erasure leaves none of them behind. The search still checks each row it finds with LIKE.
 *
 * The rowids are the submissions table's own, which SQLite keeps but for a VACUUM; the server
 * vacuums a store once, when it first opens one from before secure deletion, which is before
 * this runs.
 */
export const searchSqliteByTrigrams: Migration = {
  async up(db) {
    if (usesPostgres(db)) return
    await sql`create virtual table submissions_search using fts5(search_text, content = 'submissions', tokenize = 'trigram')`.execute(db)
    await sql`insert into submissions_search (submissions_search, rank) values ('secure-delete', 1)`.execute(db)
    await sql`insert into submissions_search (submissions_search) values ('rebuild')`.execute(db)
    const added = sql`insert into submissions_search (rowid, search_text) values (new.rowid, new.search_text);`
    const removed = sql`insert into submissions_search (submissions_search, rowid, search_text) values ('delete', old.rowid, old.search_text);`
    await sql`create trigger submissions_search_insert after insert on submissions begin ${added} end`.execute(db)
    await sql`create trigger submissions_search_update after update of search_text on submissions begin ${removed} ${added} end`.execute(db)
    await sql`create trigger submissions_search_delete after delete on submissions begin ${removed} end`.execute(db)
  },
  async down(db) {
    if (usesPostgres(db)) return
    for (const change of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`submissions_search_${change}`)}`.execute(db)
    await sql`drop table submissions_search`.execute(db)
  },
}
