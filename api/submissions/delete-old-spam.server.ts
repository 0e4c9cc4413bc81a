import { auditRow } from '../audit/audit-row.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import { deleteSubmissionRows } from './delete-submission-rows.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Ten years: the most "older than" asks for. */
export const MAX_SPAM_DAYS = 3650

/**
 * Deletes the submissions flagged as likely spam that were received more than `olderThanDays`
 * days ago, of every form, with every row that refers to them (deleteSubmissionRows), recorded in the audit
 * log with their number; resolves with how many.
 */
export async function deleteOldSpam(
  { db, within, forgetDeleted }: Pick<Store, 'db' | 'within' | 'forgetDeleted'>,
  { olderThanDays, actor }: { olderThanDays: number; actor: string },
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - olderThanDays * DAY_MS).toISOString()
  return within(STORE_DEADLINES.statementMs, async () => {
    const deleted = await db.transaction().execute(async (transaction) => {
      const count = await deleteSubmissionRows(transaction, transaction.selectFrom('submissions').select('id').where('spam', '=', 1).where('created_at', '<', before))
      await transaction
        .insertInto('audit_log')
        .values(auditRow({ actor, action: 'deleted-spam', count }, now))
        .execute()
      return count
    })
    if (deleted > 0) await forgetDeleted()
    return deleted
  })
}
