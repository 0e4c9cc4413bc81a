import type { Kysely, SelectQueryBuilder } from 'kysely'
import type { Tables } from './tables.server.ts'

/** Which submissions: their ids, or a query of the submissions table that selects them. */
export type DoomedSubmissions = readonly string[] | SelectQueryBuilder<Tables, 'submissions', { id: string }>

/**
 * Deletes submissions with every row that refers to them: their queued emails, the form tokens
 * they used and their Play With Me matches. Every deletion (an erasure, old spam, the retention
 * purge) goes through here, inside its own transaction, so none leaves a row behind that names a
 * submission that is gone. Resolves with how many submissions were deleted.
 */
export async function deleteSubmissionRows(transaction: Kysely<Tables>, doomed: DoomedSubmissions): Promise<number> {
  if (Array.isArray(doomed) && doomed.length === 0) return 0
  const ids = doomed as SelectQueryBuilder<Tables, 'submissions', { id: string }>
  await transaction.deleteFrom('used_form_tokens').where('submission_id', 'in', ids).execute()
  const matches = transaction
    .selectFrom('play_matches')
    .select('id')
    .where((eb) => eb.or([eb('child_id', 'in', ids), eb('volunteer_id', 'in', ids)]))
  // A match's emails go with it, the other side's too: a match that no longer exists is news to nobody.
  await transaction
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('submission_id', 'in', ids), eb('match_id', 'in', matches)]))
    .execute()
  await transaction.deleteFrom('play_matches').where('id', 'in', matches).execute()
  const result = await transaction.deleteFrom('submissions').where('id', 'in', ids).executeTakeFirst()
  return Number(result.numDeletedRows)
}
