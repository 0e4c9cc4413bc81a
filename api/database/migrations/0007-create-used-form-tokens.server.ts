import type { Migration } from 'kysely'

/**
 * The ids of the form tokens that have bought a submission, each with that submission's id, until
 * the token expires: a token sent again is known as used, by every server on the store. The
 * primary key makes claiming a token one atomic insert. Expired rows go in the hourly maintenance,
 * by the index on their expiry.
 */
export const createUsedFormTokens: Migration = {
  async up(db) {
    await db.schema
      .createTable('used_form_tokens')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('submission_id', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('used_form_tokens_expires_at').on('used_form_tokens').column('expires_at').execute()
  },
  async down(db) {
    await db.schema.dropTable('used_form_tokens').execute()
  },
}
