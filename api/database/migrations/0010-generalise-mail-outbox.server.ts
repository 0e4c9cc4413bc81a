import { sql, type Migration } from 'kysely'

/**
 * The mail outbox holds any email, not only the staff notice of a submission:
 * - `id`, its own; a submission's notice and confirmation, one of each, are `<kind>:<submission id>`;
 * - `kind`: staff-notice, confirmation…;
 * - `submission_id`, the submission it is about, or NULL; erasing a submission deletes its emails;
 * - `recipient`, or NULL for the staff's notice address, read when it is sent;
 * - `limit_key`: emails with the same key are queued once (a confirmation's: its form, address
 *   and day), NULL for none;
 * - `next_attempt_at` is when it may be sent: later than now for an email held back, so it can be
 *   withdrawn before it goes.
 * The notices queued before become staff notices with the same times and attempts.
 */
export const generaliseMailOutbox: Migration = {
  async up(db) {
    // Made under another name and renamed once the old table is gone: PostgreSQL names a table's
    // key after the table, and the old key keeps its name while the old table exists.
    await db.schema
      .createTable('mail_outbox_next')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('submission_id', 'text')
      .addColumn('recipient', 'text')
      .addColumn('limit_key', 'text', (column) => column.unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .execute()
    await db
      .insertInto('mail_outbox_next')
      .columns(['id', 'kind', 'submission_id', 'created_at', 'attempts', 'next_attempt_at', 'locked_until', 'last_error', 'sent_at'])
      .expression(
        db
          .selectFrom('mail_outbox')
          .select([
            sql<string>`'staff-notice:' || submission_id`.as('id'),
            sql<string>`'staff-notice'`.as('kind'),
            'submission_id',
            'created_at',
            'attempts',
            'next_attempt_at',
            'locked_until',
            'last_error',
            'sent_at',
          ]),
      )
      .execute()
    await db.schema.dropTable('mail_outbox').execute()
    await db.schema.alterTable('mail_outbox_next').renameTo('mail_outbox').execute()
    await db.schema.createIndex('mail_outbox_next_attempt_at').on('mail_outbox').columns(['sent_at', 'next_attempt_at']).execute()
    await db.schema.createIndex('mail_outbox_submission_id').on('mail_outbox').column('submission_id').execute()
  },
  async down(db) {
    await db.schema.dropTable('mail_outbox').execute()
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
}
