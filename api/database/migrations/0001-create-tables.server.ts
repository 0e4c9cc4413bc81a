import type { Migration } from 'kysely'

/** Submissions, the rate-limit counters and the mail outbox. Types that SQLite and PostgreSQL share. */
export const createTables: Migration = {
  async up(db) {
    await db.schema
      .createTable('submissions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('form', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('spam', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('data', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('submissions_form_created_at').on('submissions').columns(['form', 'created_at']).execute()
    await db.schema.createIndex('submissions_email').on('submissions').column('email').execute()

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('window_start', 'integer', (column) => column.notNull())
      .addColumn('hits', 'integer', (column) => column.notNull())
      .execute()

    await db.schema
      .createTable('mail_outbox')
      .addColumn('submission_id', 'text', (column) => column.primaryKey())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .execute()
    await db.schema.createIndex('mail_outbox_next_attempt_at').on('mail_outbox').column('next_attempt_at').execute()
  },
  async down(db) {
    await db.schema.dropTable('mail_outbox').execute()
    await db.schema.dropTable('rate_limits').execute()
    await db.schema.dropTable('submissions').execute()
  },
}
