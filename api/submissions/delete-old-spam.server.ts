import { auditRow } from '../audit/audit-row.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Ten years: the most "older than" asks for. */
export const MAX_SPAM_DAYS = 3650

/**
 * Deletes the submissions flagged as likely spam that were received more than `olderThanDays`
 * days ago, of every form, with their queued notices and used form tokens, recorded in the audit
 * log with their number; resolves with how many.
 */
export async function deleteOldSpam(
  { db, within }: Pick<Store, 'db' | 'within'>,
  { olderThanDays, actor }: { olderThanDays: number; actor: string },
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - olderThanDays * DAY_MS).toISOString()
  return within(STORE_DEADLINES.statementMs, () =>
    db.transaction().execute(async (transaction) => {
      const doomed = transaction.selectFrom('submissions').select('id').where('spam', '=', 1).where('created_at', '<', before)
      await transaction.deleteFrom('mail_outbox').where('submission_id', 'in', doomed).execute()
      await transaction.deleteFrom('used_form_tokens').where('submission_id', 'in', doomed).execute()
      const result = await transaction.deleteFrom('submissions').where('spam', '=', 1).where('created_at', '<', before).executeTakeFirst()
      const count = Number(result.numDeletedRows)
      await transaction
        .insertInto('audit_log')
        .values(auditRow({ actor, action: 'deleted-spam', count }, now))
        .execute()
      return count
    }),
  )
}
