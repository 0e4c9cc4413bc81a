import { v7 as timeOrderedUuid } from 'uuid'
import { auditRow } from '../audit/audit-entry.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import { queueEmail } from '../outbox/queue-email.server.ts'

/** What a match asked for came to: made (with its id and when its emails go), or why not. */
export type MatchResult = { made: true; id: string; emailsAt: Date } | { made: false; reason: 'not-a-child' | 'not-a-volunteer' | 'child-matched' }

/**
 * Pairs a child's registration with a volunteer's application, both not flagged as spam, and
 * records it in the audit log on both; the emails to the parent and the volunteer are queued in the
 * outbox, due after `holdMs`, until when the match can be undone. A child already matched is refused (the store's
 * unique index decides when two staff match the same child at once); a volunteer may have several.
 */
export async function makeMatch(
  { db, within }: Pick<Store, 'db' | 'within'>,
  { childId, volunteerId, actor, holdMs }: { childId: string; volunteerId: string; actor: string; holdMs: number },
  now = new Date(),
): Promise<MatchResult> {
  return within(STORE_DEADLINES.statementMs, () =>
    db.transaction().execute(async (transaction): Promise<MatchResult> => {
      const signUp = (id: string, form: string) =>
        transaction.selectFrom('submissions').select('email').where('id', '=', id).where('form', '=', form).where('spam', '=', 0).executeTakeFirst()
      const child = await signUp(childId, 'play-signup')
      if (!child) return { made: false, reason: 'not-a-child' }
      const volunteer = await signUp(volunteerId, 'volunteer-signup')
      if (!volunteer) return { made: false, reason: 'not-a-volunteer' }
      const id = timeOrderedUuid()
      const emailsAt = new Date(now.getTime() + holdMs)
      const inserted = await transaction
        .insertInto('play_matches')
        .values({ id, child_id: childId, volunteer_id: volunteerId, created_at: now.toISOString(), created_by: actor, emails_at: emailsAt.toISOString() })
        .onConflict((conflict) => conflict.column('child_id').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!inserted) return { made: false, reason: 'child-matched' }
      // Each about the match and its reader's own sign-up, so undoing withdraws both and erasing either sign-up its own.
      await queueEmail(transaction, { kind: 'match-parent', matchId: id, submissionId: childId, recipient: child.email, sendAt: emailsAt }, now).statement.execute()
      await queueEmail(transaction, { kind: 'match-volunteer', matchId: id, submissionId: volunteerId, recipient: volunteer.email, sendAt: emailsAt }, now).statement.execute()
      await transaction
        .insertInto('audit_log')
        .values([
          auditRow({ actor, action: 'matched', form: 'play-signup', submissionId: childId }, now),
          auditRow({ actor, action: 'matched', form: 'volunteer-signup', submissionId: volunteerId }, now),
        ])
        .execute()
      return { made: true, id, emailsAt }
    }),
  )
}
