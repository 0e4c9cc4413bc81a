import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'

/**
 * Deletes submissions by id, or every submission from one email address (a data-protection
 * request), with their queued notices; resolves with how many were deleted.
 */
export async function deleteSubmissions(db: Kysely<Tables>, target: { ids: string[] } | { email: string }): Promise<number> {
  return db.transaction().execute(async (transaction) => {
    const ids =
      'ids' in target ? target.ids : (await transaction.selectFrom('submissions').select('id').where('email', '=', target.email.trim().toLowerCase()).execute()).map((row) => row.id)
    if (ids.length === 0) return 0
    await transaction.deleteFrom('mail_outbox').where('submission_id', 'in', ids).execute()
    const result = await transaction.deleteFrom('submissions').where('id', 'in', ids).executeTakeFirst()
    return Number(result.numDeletedRows)
  })
}
