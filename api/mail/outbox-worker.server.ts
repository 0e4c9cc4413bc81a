import type { Kysely } from 'kysely'
import type { Transporter } from 'nodemailer'
import type { Tables } from '../database/tables.server.ts'
import { log } from '../log.server.ts'
import type { ComposeEmail } from './compose-email.server.ts'
import { EMAIL_KINDS, type EmailKind } from './email-kind.server.ts'

export const MAX_ATTEMPTS = 10
/** Anything shaped like an email address. */
const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g
const CLAIM_MS = 60_000

export interface OutboxWorkerOptions {
  db: Kysely<Tables>
  transport: Pick<Transporter, 'sendMail'>
  from: string
  /** How each kind of email is written when it is sent. */
  composers: Record<EmailKind, ComposeEmail>
  /** How long to wait before the next attempt after `attempts` failures. */
  retryDelayMs?: (attempts: number) => number
  /** How often to look for emails that are due. */
  pollMs?: number
}

/** One minute after the first failure, doubling up to an hour. */
const backoff = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 60 * 60_000)

/**
 * Sends the emails queued in the mail outbox once they are due. An email is claimed before it is
 * sent, so several servers on one database do not send it twice; a failed send is tried again
 * later, up to MAX_ATTEMPTS times, and only that email waits: the others of the pass go on, so
 * one bad address never holds up another. What an email is about was stored long before: a mail
 * server that is down delays the email, never the visitor.
 */
export function outboxWorker({ db, transport, from, composers, retryDelayMs = backoff, pollMs = 30_000 }: OutboxWorkerOptions) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false

  async function sendDue(now = new Date()): Promise<void> {
    const due = await db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'submission_id', 'match_id', 'recipient', 'attempts'])
      .where('sent_at', 'is', null)
      // A kind a newer server queued is left to the servers that know it.
      .where('kind', 'in', EMAIL_KINDS)
      .where('attempts', '<', MAX_ATTEMPTS)
      .where('next_attempt_at', '<=', now.toISOString())
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
      .orderBy('next_attempt_at')
      .limit(20)
      .execute()
    for (const email of due) {
      const claimed = await db
        .updateTable('mail_outbox')
        .set({ locked_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
        .where('id', '=', email.id)
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) continue
      const attempts = email.attempts + 1
      try {
        const message = await composers[email.kind as EmailKind](email)
        if (!message) {
          // What it was about is gone: nothing to send.
          await db.deleteFrom('mail_outbox').where('id', '=', email.id).execute()
          continue
        }
        await transport.sendMail({ from, ...message })
        await db.updateTable('mail_outbox').set({ attempts, sent_at: new Date().toISOString(), locked_until: null, last_error: null }).where('id', '=', email.id).execute()
        log('info', 'email_sent', { kind: email.kind, id: email.id, attempts })
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        const next = new Date(Date.now() + retryDelayMs(attempts)).toISOString()
        await db
          .updateTable('mail_outbox')
          .set({ attempts, next_attempt_at: next, locked_until: null, last_error: reason.slice(0, 500) })
          .where('id', '=', email.id)
          .execute()
        // A mail server's refusal may quote the address: the log names none (the outbox row keeps it).
        log(attempts >= MAX_ATTEMPTS ? 'error' : 'warn', 'email_failed', { kind: email.kind, id: email.id, attempts, reason: reason.replace(EMAIL_ADDRESS, '<address>') })
      }
    }
  }

  /** Runs one pass, or queues one more after the pass already running. */
  function runOnce(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = sendDue()
      .catch((error: Error) => log('error', 'outbox_failed', { reason: error.message }))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          void runOnce()
        }
      })
    return running
  }

  return {
    runOnce,
    /** Sends what is due now and then every `pollMs`. */
    start() {
      void runOnce()
      timer = setInterval(runOnce, pollMs)
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
