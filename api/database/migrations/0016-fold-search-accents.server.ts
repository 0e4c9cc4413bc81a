import type { Migration } from 'kysely'
import { isFormName } from '#api/forms/form-definitions.server.ts'
import { searchableText } from '#api/forms/searchable-text.server.ts'

/** Rows read and rewritten at a time while earlier submissions get their search column folded again. */
const BATCH = 500

/**
 * The inbox search finds a name typed without its accents and a reference typed without its
 * dashes: every earlier submission's search column is written again as a new one's is. Folding is
 * the same whatever it is run on, so this reads today's searchableText: a later change of the fold
 * brings its own migration, after which this one's result is rewritten anyway. And an index for the
 * list of every form at once, newest first (the landing page), as 0009 made one per form.
 */
export const foldSearchAccents: Migration = {
  async up(db) {
    let after = ''
    for (;;) {
      const rows: { id: string; form: string; email: string; data: string }[] = await db
        .selectFrom('submissions')
        .select(['id', 'form', 'email', 'data'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute()
      for (const row of rows) {
        if (!isFormName(row.form)) continue
        const searchText = searchableText(row.form, row.email, JSON.parse(row.data) as Record<string, unknown>, row.id)
        await db.updateTable('submissions').set({ search_text: searchText }).where('id', '=', row.id).execute()
      }
      if (rows.length < BATCH) break
      after = rows[rows.length - 1]!.id
    }
    await db.schema.createIndex('submissions_inbox_all_forms').on('submissions').columns(['spam', 'created_at', 'id', 'form', 'status', 'search_text']).execute()
  },
  async down(db) {
    // The column keeps its folding: the search before read it just as well, bar the accents.
    await db.schema.dropIndex('submissions_inbox_all_forms').execute()
  },
}
