import { auditRow } from '../audit/audit-entry.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'

/** What undoing came to: undone (the child's id, to go back to), or why not. */
export type UndoResult = { undone: true; childId: string } | { undone: false; reason: 'not-found' | 'emails-gone' }

/**
 * Undoes a match whose emails have not gone yet, and withdraws them from the outbox, recorded in
 * the audit log on both sign-ups; the child waits for a match again. Once the emails are due, the parent and the volunteer have been
 * told, so the match stays.
 */
export async function undoMatch({ db, within }: Pick<Store, 'db' | 'within'>, { matchId, actor }: { matchId: string; actor: string }, now = new Date()): Promise<UndoResult> {
  return within(STORE_DEADLINES.statementMs, () =>
    db.transaction().execute(async (transaction): Promise<UndoResult> => {
      const match = await transaction.selectFrom('play_matches').select(['child_id', 'volunteer_id', 'emails_at']).where('id', '=', matchId).executeTakeFirst()
      if (!match) return { undone: false, reason: 'not-found' }
      if (Date.parse(match.emails_at) <= now.getTime()) return { undone: false, reason: 'emails-gone' }
      await transaction.deleteFrom('mail_outbox').where('match_id', '=', matchId).execute()
      await transaction.deleteFrom('play_matches').where('id', '=', matchId).execute()
      await transaction
        .insertInto('audit_log')
        .values([
          auditRow({ actor, action: 'unmatched', form: 'play-signup', submissionId: match.child_id }, now),
          auditRow({ actor, action: 'unmatched', form: 'volunteer-signup', submissionId: match.volunteer_id }, now),
        ])
        .execute()
      return { undone: true, childId: match.child_id }
    }),
  )
}
