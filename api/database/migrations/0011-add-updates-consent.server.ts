import { createHash } from 'node:crypto'
import type { Migration } from 'kysely'

/** Rows read and rewritten at a time while earlier submissions get their reference in the search column. */
const BATCH = 500
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A submission's reference as it was made when this migration was written (submissionReference). */
function reference(id: string): string {
  const digest = createHash('sha256').update(`reference:${id}`).digest()
  let bits = 0n
  for (const byte of digest.subarray(0, 6)) bits = (bits << 8n) | BigInt(byte)
  let characters = ''
  for (let index = 0; index < 9; index++) characters += ALPHABET[Number((bits >> BigInt(3 + 5 * index)) & 31n)]
  return `${characters.slice(0, 3)}-${characters.slice(3, 6)}-${characters.slice(6)}`
}

/**
 * A person's request for updates by email waits for them to confirm it (double opt-in), with the
 * proof kept:
 * - `updates`: NULL when they did not ask; `waiting` until they follow the link in their
 *   confirmation; then `confirmed`, or `lapsed` after 7 days without it, or `withdrawn`;
 * - `updates_consent`: which wording of the tick box they ticked (a hash of its label);
 * - `updates_confirmed_at`: when they confirmed.
 * Submissions stored before keep NULL: their requests were never confirmed, so no proof exists.
 * And the reference a confirmation gives joins the search column, for staff to find a caller by;
 * earlier submissions get theirs here.
 */
export const addUpdatesConsent: Migration = {
  async up(db) {
    await db.schema.alterTable('submissions').addColumn('updates', 'text').execute()
    await db.schema.alterTable('submissions').addColumn('updates_consent', 'text').execute()
    await db.schema.alterTable('submissions').addColumn('updates_confirmed_at', 'text').execute()
    await db.schema.createIndex('submissions_updates').on('submissions').columns(['updates', 'created_at']).execute()
    let after = ''
    for (;;) {
      const rows: { id: string; search_text: string }[] = await db
        .selectFrom('submissions')
        .select(['id', 'search_text'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute()
      for (const row of rows) {
        await db
          .updateTable('submissions')
          .set({ search_text: `${row.search_text}\n${reference(row.id).toLowerCase()}` })
          .where('id', '=', row.id)
          .execute()
      }
      if (rows.length < BATCH) break
      after = rows[rows.length - 1]!.id
    }
  },
  async down(db) {
    await db.schema.dropIndex('submissions_updates').execute()
    for (const column of ['updates_confirmed_at', 'updates_consent', 'updates']) await db.schema.alterTable('submissions').dropColumn(column).execute()
  },
}
