import type { Store } from '../database/store.server.ts'
import { auditedChange } from './audited-change.server.ts'

/**
 * Moves a submission flagged as likely spam into the inbox (its status is kept, its reasons stay
 * on record) and, when notices are sent (`notify`), queues the staff notice it never got, in one
 * transaction with its audit entry. Resolves false when there is no such flagged submission, so
 * marking it twice, or at once from two places, queues one notice.
 */
export async function markNotSpam(
  store: Pick<Store, 'db' | 'transaction'>,
  { id, actor, notify }: { id: string; actor: string; notify: boolean },
  now = new Date(),
): Promise<boolean> {
  const { db } = store
  const at = now.toISOString()
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
        ? [
            db
              .insertInto('mail_outbox')
              .columns(['submission_id', 'created_at', 'next_attempt_at'])
              .expression(
                db
                  .selectFrom('submissions')
                  .select((eb) => ['id', eb.val(at).as('created_at'), eb.val(at).as('next_attempt_at')])
                  .where('id', '=', id)
                  .where('spam', '=', 1),
              )
              .onConflict((conflict) => conflict.column('submission_id').doNothing())
              .compile(),
          ]
        : []),
      db.updateTable('submissions').set({ spam: 0 }).where('id', '=', id).where('spam', '=', 1).compile(),
    ],
    now,
  )
  return Number(results[results.length - 1]!.numAffectedRows) === 1
}
