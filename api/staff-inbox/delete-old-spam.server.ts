import { auditRow } from '../audit/audit-entry.server.ts'
import { deleteSubmissionRows } from '../database/delete-submission-rows.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Ten years: the most "older than" asks for. */
export const MAX_SPAM_DAYS = 3650

/** At least a day: spam that came in today may still be a real sign-up staff have not looked at. */
export const MIN_SPAM_DAYS = 1

type OldSpamStore = Pick<Store, 'db' | 'within' | 'forgetDeleted'>

/** The submissions flagged as likely spam received more than `olderThanDays` days before `now`, of every form. */
const oldSpam = (db: OldSpamStore['db'], olderThanDays: number, now: Date) =>
  db
    .selectFrom('submissions')
    .select('id')
    .where('spam', '=', 1)
    .where('created_at', '<', new Date(now.getTime() - olderThanDays * DAY_MS).toISOString())

/** How many submissions deleteOldSpam would delete now: what staff are asked to confirm. */
export async function countOldSpam({ db, within }: Pick<Store, 'db' | 'within'>, { olderThanDays }: { olderThanDays: number }, now = new Date()): Promise<number> {
  const row = await within(STORE_DEADLINES.consoleMs, () =>
    db
      .selectFrom(oldSpam(db, olderThanDays, now).as('old'))
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  )
  return Number(row.count)
}

/**
 * Deletes the submissions flagged as likely spam that were received more than `olderThanDays`
 * days ago, of every form, with every row that refers to them (deleteSubmissionRows), recorded in the audit
 * log with their number; resolves with how many.
 */
export async function deleteOldSpam(
  { db, within, forgetDeleted }: OldSpamStore,
  { olderThanDays, actor }: { olderThanDays: number; actor: string },
  now = new Date(),
): Promise<number> {
  return within(STORE_DEADLINES.statementMs, async () => {
    const deleted = await db.transaction().execute(async (transaction) => {
      const count = await deleteSubmissionRows(transaction, oldSpam(transaction, olderThanDays, now))
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
