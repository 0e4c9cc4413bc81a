import type { Migration } from 'kysely'

/** The fields that name the person, by form, as they were when this migration was written. */
const NAME_FIELDS = ['name', 'childName']
/** Rows read and rewritten at a time while the search column is filled for earlier submissions. */
const BATCH = 500

/**
 * What staff need to handle submissions:
 * - `status` (new, in-progress, done) and a short `note`;
 * - `spam_reasons`, the signals that flagged a submission, as a JSON array; earlier rows get `[]`
 *   when they were not flagged and keep NULL (not recorded) when they were;
 * - `search_text`, the person's name and email address lower-cased, which the inbox searches;
 *   filled here for earlier rows;
 * - two indexes for the inbox, newest first, within one form, with or without a status, and the
 *   search column inside them, so a search reads the index alone;
 * - `audit_log`: who did what and when, with ids, forms and counts, never a submission's content.
 */
export const addSubmissionHandling: Migration = {
  async up(db) {
    await db.schema
      .alterTable('submissions')
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
      .execute()
    await db.schema.alterTable('submissions').addColumn('note', 'text').execute()
    await db.schema.alterTable('submissions').addColumn('spam_reasons', 'text').execute()
    await db.schema
      .alterTable('submissions')
      .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
      .execute()
    await db.updateTable('submissions').set({ spam_reasons: '[]' }).where('spam', '=', 0).execute()

    let after = ''
    for (;;) {
      const rows: { id: string; email: string; data: string }[] = await db
        .selectFrom('submissions')
        .select(['id', 'email', 'data'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute()
      for (const row of rows) {
        const data = JSON.parse(row.data) as Record<string, unknown>
        const names = NAME_FIELDS.map((field) => data[field]).filter((value): value is string => typeof value === 'string')
        const searchText = [...names, row.email].join('\n').normalize('NFKC').toLowerCase()
        await db.updateTable('submissions').set({ search_text: searchText }).where('id', '=', row.id).execute()
      }
      if (rows.length < BATCH) break
      after = rows[rows.length - 1]!.id
    }

    await db.schema.createIndex('submissions_inbox_by_status').on('submissions').columns(['form', 'spam', 'status', 'created_at', 'id', 'search_text']).execute()
    await db.schema.createIndex('submissions_inbox').on('submissions').columns(['form', 'spam', 'created_at', 'id', 'search_text']).execute()

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('at', 'text', (column) => column.notNull())
      .addColumn('actor', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('form', 'text')
      .addColumn('submission_id', 'text')
      .addColumn('status', 'text')
      .addColumn('count', 'integer')
      .execute()
    await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute()
  },
  async down(db) {
    await db.schema.dropTable('audit_log').execute()
    await db.schema.dropIndex('submissions_inbox').execute()
    await db.schema.dropIndex('submissions_inbox_by_status').execute()
    for (const column of ['search_text', 'spam_reasons', 'note', 'status']) await db.schema.alterTable('submissions').dropColumn(column).execute()
  },
}
