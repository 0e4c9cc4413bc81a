import type { Migration } from 'kysely'

/**
 * Play With Me matches: one child's registration paired with one volunteer's application by a
 * staff member. A child has at most one match (the unique index); a volunteer may have several.
 * The emails to the parent and the volunteer are due at `emails_at`: until then the match can be
 * undone, which deletes the row and its emails (the outbox's `match_id`). Erasing either sign-up
 * deletes its matches.
 */
export const createPlayMatches: Migration = {
  async up(db) {
    await db.schema
      .createTable('play_matches')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('child_id', 'text', (column) => column.notNull())
      .addColumn('volunteer_id', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('emails_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('play_matches_child').on('play_matches').column('child_id').unique().execute()
    await db.schema.createIndex('play_matches_volunteer').on('play_matches').column('volunteer_id').execute()
    await db.schema.alterTable('mail_outbox').addColumn('match_id', 'text').execute()
    await db.schema.createIndex('mail_outbox_match_id').on('mail_outbox').column('match_id').execute()
  },
  async down(db) {
    await db.schema.dropIndex('mail_outbox_match_id').execute()
    await db.schema.alterTable('mail_outbox').dropColumn('match_id').execute()
    await db.schema.dropTable('play_matches').execute()
  },
}
