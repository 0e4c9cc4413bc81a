import type { Kysely, SelectQueryBuilder } from 'kysely'
import type { Tables } from '../database/tables.server.ts'

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
  await transaction.deleteFrom('mail_outbox').where('submission_id', 'in', ids).execute()
  await transaction.deleteFrom('used_form_tokens').where('submission_id', 'in', ids).execute()
  await transaction
    .deleteFrom('play_matches')
    .where((eb) => eb.or([eb('child_id', 'in', ids), eb('volunteer_id', 'in', ids)]))
    .execute()
  const result = await transaction.deleteFrom('submissions').where('id', 'in', ids).executeTakeFirst()
  return Number(result.numDeletedRows)
}
