import { randomUUID } from 'node:crypto'
import type { Kysely, ExpressionBuilder } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import type { DueEmail } from './compose-email.server.ts'
import { EMAIL_KINDS, type EmailKind } from './email-kind.server.ts'

/** How long a sent email's row is kept: past the day its limit key counts for, with room to look into a complaint. */
const SENT_EMAIL_KEPT_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes the outbox's rows of emails sent more than SENT_EMAIL_KEPT_DAYS ago, so the addresses they went to are not kept for nothing; resolves with how many. */
export async function deleteSentEmails(db: Kysely<Tables>, now = Date.now()): Promise<number> {
  const before = new Date(now - SENT_EMAIL_KEPT_DAYS * DAY_MS).toISOString()
  const result = await db.deleteFrom('mail_outbox').where('sent_at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Attempts before an email is given up. */
export const MAX_ATTEMPTS = 10

/** A due email this server holds: its claim, and the attempts made before this one. */
export interface ClaimedEmail extends DueEmail {
  kind: EmailKind
  claimedBy: string
  attempts: number
}

/** Not held by any claim: never claimed, or its claim ran out. */
const unclaimed = (now: string) => (eb: ExpressionBuilder<Tables, 'mail_outbox'>) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)])

/**
 * The outbox's claims: a server takes due emails under a claim of its own (`claimed_by`, random)
 * that holds them until `locked_until`, `claimMs` ahead. While they are being sent it renews the
 * claims it holds, and just before it sends one it checks the claim is still its own; every
 * change after (sent, failed, dropped) is made only under that claim. So another server takes an
 * email only when its claim ran out unrenewed, the server that held it having stopped or lost the
 * store, and then the first server can no longer send it.
 */
export function outboxClaims(db: Kysely<Tables>, claimMs: number) {
  const until = () => new Date(Date.now() + claimMs).toISOString()
  const held = (email: ClaimedEmail) => db.updateTable('mail_outbox').where('id', '=', email.id).where('claimed_by', '=', email.claimedBy)
  return {
    /**
     * Claims up to `limit` due emails, the longest due first. `due` says whether any were due: when
     * another server claimed those first, `emails` is empty and there may be more to take.
     */
    async take(limit: number): Promise<{ emails: ClaimedEmail[]; due: boolean }> {
      const now = new Date().toISOString()
      const candidates = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        // A kind a newer server queued is left to the servers that know it.
        .where('kind', 'in', EMAIL_KINDS)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('next_attempt_at', '<=', now)
        .where(unclaimed(now))
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute()
      if (candidates.length === 0) return { emails: [], due: false }
      const claimedBy = randomUUID()
      // Only the emails still unclaimed when the update reaches them: of two servers, one gets each.
      await db
        .updateTable('mail_outbox')
        .set({ claimed_by: claimedBy, locked_until: until() })
        .where(
          'id',
          'in',
          candidates.map(({ id }) => id),
        )
        .where('sent_at', 'is', null)
        .where(unclaimed(now))
        .execute()
      const emails = await db
        .selectFrom('mail_outbox')
        .select(['id', 'kind', 'submission_id', 'match_id', 'recipient', 'attempts'])
        .where('claimed_by', '=', claimedBy)
        .orderBy('next_attempt_at')
        .execute()
      return { emails: emails.map((email) => ({ ...email, kind: email.kind as EmailKind, claimedBy })), due: true }
    },
    /** Holds the emails of these claims for another `claimMs`, unless sent or taken by another claim since. */
    async renew(claims: string[]): Promise<void> {
      if (claims.length === 0) return
      await db.updateTable('mail_outbox').set({ locked_until: until() }).where('claimed_by', 'in', claims).where('sent_at', 'is', null).execute()
    },
    /** Just before sending: whether the claim is still this server's, renewed for the send if it is. */
    async confirm(email: ClaimedEmail): Promise<boolean> {
      const result = await held(email).set({ locked_until: until() }).where('sent_at', 'is', null).executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    async sent(email: ClaimedEmail): Promise<void> {
      await held(email)
        .set({ attempts: email.attempts + 1, sent_at: new Date().toISOString(), locked_until: null, claimed_by: null, last_error: null })
        .execute()
    },
    /** The send failed: it waits until `next`, and any server may take it then. */
    async failed(email: ClaimedEmail, next: Date, reason: string): Promise<void> {
      await held(email)
        .set({ attempts: email.attempts + 1, next_attempt_at: next.toISOString(), locked_until: null, claimed_by: null, last_error: reason.slice(0, 500) })
        .execute()
    },
    /** What it was about is gone: the email goes too. */
    async drop(email: ClaimedEmail): Promise<void> {
      await db.deleteFrom('mail_outbox').where('id', '=', email.id).where('claimed_by', '=', email.claimedBy).execute()
    },
  }
}

export type OutboxClaims = ReturnType<typeof outboxClaims>
