import type { Store } from '../database/store.server.ts'
import { queueSubmissionEmails } from '../forms-intake/queue-submission-emails.server.ts'
import { auditedChange } from './audited-change.server.ts'

/**
 * Moves a submission flagged as likely spam into the inbox (its status is kept, its reasons stay
 * on record) and, when emails are sent (`notify`), queues the staff notice and the confirmation it
 * never got, in one transaction with its audit entry. Resolves false when there is no such flagged
 * submission, so marking it twice, or at once from two places, queues one of each.
 */
export async function markNotSpam(
  store: Pick<Store, 'db' | 'transaction'>,
  { id, actor, notify }: { id: string; actor: string; notify: boolean },
  now = new Date(),
): Promise<boolean> {
  const { db } = store
  const at = now.toISOString()
  // Who it is from, for the confirmation's limits; a submission found by nobody is left alone below.
  const sender = await db.selectFrom('submissions').select(['id', 'form', 'email']).where('id', '=', id).executeTakeFirst()
  const results = await auditedChange(
    store,
    { actor, action: 'marked-not-spam', submissionId: id },
    { spam: 1 },
    (record) => [
      // Takes the row first: on PostgreSQL a second marking at the same moment waits here, and its
      // next statements then see the row already moved, so it records and queues nothing.
      db.updateTable('submissions').set({ spam: 1 }).where('id', '=', id).where('spam', '=', 1).compile(),
      record,
      ...(notify
        ? (['staff-notice', 'confirmation'] as const).map((kind) =>
            queueSubmissionEmails(db, kind, (eb) => eb.and([eb('id', '=', id), eb('spam', '=', 1)]), at, sender ? [sender] : []).compile(),
          )
        : []),
      db.updateTable('submissions').set({ spam: 0 }).where('id', '=', id).where('spam', '=', 1).compile(),
    ],
    now,
  )
  return Number(results[results.length - 1]!.numAffectedRows) === 1
}
