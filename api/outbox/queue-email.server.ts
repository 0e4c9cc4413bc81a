import type { Kysely } from 'kysely'
import { v7 as timeOrderedUuid } from 'uuid'
import type { Tables } from '../database/tables.server.ts'
import type { EmailKind } from './email-kind.server.ts'

export interface NewEmail {
  kind: EmailKind
  /** The submission it is about: erasing the submission deletes it. */
  submissionId?: string | undefined
  /** The Play With Me match it is about: undoing the match withdraws it. */
  matchId?: string | undefined
  /** Whom it goes to; unset for the staff's notice address. */
  recipient?: string | undefined
  /** Emails with the same key are queued once; the later ones are left out. */
  limitKey?: string | undefined
  /** Held back until then, and withdrawn by deleting its row before; at once when unset. */
  sendAt?: Date | undefined
}

/**
 * The statement that queues `email` in the outbox under an id of its own, to execute or compile
 * inside the transaction that makes it due (a match made, say), so it is queued exactly when that
 * commits; resolves with nothing queued when an email of the same limit key is. The id is returned
 * beside it, so the email can be withdrawn (its row deleted while `sent_at` is NULL) before it goes.
 */
export function queueEmail(db: Kysely<Tables>, email: NewEmail, now = new Date()) {
  const id = timeOrderedUuid()
  const statement = db
    .insertInto('mail_outbox')
    .values({
      id,
      kind: email.kind,
      submission_id: email.submissionId ?? null,
      match_id: email.matchId ?? null,
      recipient: email.recipient ?? null,
      limit_key: email.limitKey ?? null,
      created_at: now.toISOString(),
      next_attempt_at: (email.sendAt ?? now).toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
  return { id, statement }
}
