import type { Migration } from 'kysely'

/**
 * A person's request for updates by email waits for them to confirm it (double opt-in), with the
 * proof kept:
 * - `updates`: NULL when they did not ask; `waiting` until they follow the link in their
 *   confirmation; then `confirmed`, or `lapsed` after 7 days without it, or `withdrawn`;
 * - `updates_consent`: which wording of the tick box they ticked (a hash of its label);
 * - `updates_confirmed_at`: when they confirmed.
 * Submissions stored before keep NULL: their requests were never confirmed, so no proof exists.
 */
export const addUpdatesConsent: Migration = {
  async up(db) {
    await db.schema.alterTable('submissions').addColumn('updates', 'text').execute()
    await db.schema.alterTable('submissions').addColumn('updates_consent', 'text').execute()
    await db.schema.alterTable('submissions').addColumn('updates_confirmed_at', 'text').execute()
    await db.schema.createIndex('submissions_updates').on('submissions').columns(['updates', 'created_at']).execute()
  },
  async down(db) {
    await db.schema.dropIndex('submissions_updates').execute()
    for (const column of ['updates_confirmed_at', 'updates_consent', 'updates']) await db.schema.alterTable('submissions').dropColumn(column).execute()
  },
}
