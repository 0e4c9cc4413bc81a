import type { Kysely } from 'kysely'
import { v7 as timeOrderedUuid } from 'uuid'
import type { Tables } from '../database/tables.server.ts'
import { emailId, type EmailKind } from './email-kind.server.ts'

export interface NewEmail {
  kind: EmailKind
  /** The submission it is about: one email of a kind each, deleted with the submission. */
  submissionId?: string | undefined
  /** The Play With Me match it is about: one email of a kind each, withdrawn when the match is undone. */
  matchId?: string | undefined
  /** Whom it goes to; unset for the staff's notice address. */
  recipient?: string | undefined
  /** Emails with the same key are queued once; the later ones are left out. */
  limitKey?: string | undefined
  /** Held back until then, and withdrawn by deleting its row before; at once when unset. */
  sendAt?: Date | undefined
}

/**
 * The statement that queues `email` in the outbox, to execute or compile inside the transaction
 * that makes it due (a submission stored, a match made), so it is queued exactly when that
 * commits. An email already queued under its id or its limit key is left as it is.
 */
export function queueEmail(db: Kysely<Tables>, email: NewEmail, now = new Date()) {
  return db
    .insertInto('mail_outbox')
    .values({
      id: emailId(email.kind, email.matchId ?? email.submissionId ?? timeOrderedUuid()),
      kind: email.kind,
      submission_id: email.submissionId ?? null,
      match_id: email.matchId ?? null,
      recipient: email.recipient ?? null,
      limit_key: email.limitKey ?? null,
      created_at: now.toISOString(),
      next_attempt_at: (email.sendAt ?? now).toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
}
