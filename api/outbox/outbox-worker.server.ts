import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type { Tables } from '../database/tables.server.ts'
import { log } from '../log.server.ts'
import type { ComposeEmail } from './compose-email.server.ts'
import type { EmailKind } from './email-kind.server.ts'
import { MAX_ATTEMPTS, outboxClaims, type ClaimedEmail } from './outbox-claims.server.ts'

/** Connections to the mail server at most: a mail server may refuse a client that opens many more. */
export const MAIL_CONNECTIONS = 5

/**
 * The mail server SMTP_URL names, over a pool of up to MAIL_CONNECTIONS connections kept open
 * between emails, so that a backlog goes out as fast as the mail server takes it instead of one
 * connection an email. The address may set nodemailer's own pool settings
 * (`smtp://host?maxConnections=10`), which come first.
 */
export function mailTransport(smtpUrl: string) {
  return nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: MAIL_CONNECTIONS })
}

/** Anything shaped like an email address. */
const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g

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
  /** How long a claim holds an email before another server may take it; renewed every third of it while the email is being sent. */
  claimMs?: number
  /** Emails being sent at once: twice the pooled transport's connections, so that each connection has its next email waiting. */
  sendsAtOnce?: number
}

/** One minute after the first failure, doubling up to an hour. */
const backoff = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 60 * 60_000)

/**
 * Sends the emails queued in the mail outbox once they are due, as fast as the mail server takes
 * them: `sendsAtOnce` at a time, a new one claimed as soon as one is done, until none is due, so
 * that a backlog drains in one go rather than a few each poll. Each email is claimed before it is
 * sent, and its claim renewed while the mail server works on it and checked just before it goes
 * (outboxClaims), so several servers on one database never send it twice, however slow the mail
 * server. A failed send is tried again later, up to MAX_ATTEMPTS times, and only that email
 * waits: a slow or refused address holds one of the sends at most, and the others go on. What an
 * email is about was stored long before: a mail server that is down delays the email, never the
 * visitor.
 */
export function outboxWorker({ db, transport, from, composers, retryDelayMs = backoff, pollMs = 30_000, claimMs = 60_000, sendsAtOnce = 10 }: OutboxWorkerOptions) {
  const claims = outboxClaims(db, claimMs)
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopping = false
  /** Wakes a pass waiting on its sends: new emails are due. */
  let wake = () => {}

  async function send(email: ClaimedEmail): Promise<void> {
    const attempts = email.attempts + 1
    try {
      const message = await composers[email.kind](email)
      if (!message) {
        // What it was about is gone: nothing to send.
        await claims.drop(email)
        return
      }
      if (!(await claims.confirm(email))) {
        // Its claim ran out unrenewed (the store did not answer) and another server took it.
        log('warn', 'email_claim_lost', { kind: email.kind, id: email.id })
        return
      }
      await transport.sendMail({ from, ...message })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await claims.failed(email, new Date(Date.now() + retryDelayMs(attempts)), reason)
      // A mail server's refusal may quote the address: the log names none (the outbox row keeps it).
      log(attempts >= MAX_ATTEMPTS ? 'error' : 'warn', 'email_failed', { kind: email.kind, id: email.id, attempts, reason: reason.replace(EMAIL_ADDRESS, '<address>') })
      return
    }
    await claims.sent(email)
    log('info', 'email_sent', { kind: email.kind, id: email.id, attempts })
  }

  async function sendDue(): Promise<void> {
    const sending = new Map<Promise<void>, string>()
    const renewing = setInterval(() => {
      claims.renew([...new Set(sending.values())]).catch((error: Error) => log('error', 'outbox_failed', { reason: error.message }))
    }, claimMs / 3)
    try {
      let more = true
      const looking = () => more && !stopping
      while (looking() || sending.size > 0) {
        if (looking() && sending.size < sendsAtOnce) {
          const { emails, due } = await claims.take(sendsAtOnce - sending.size)
          more = due
          for (const email of emails) {
            const sent: Promise<void> = send(email)
              .catch((error: Error) => log('error', 'outbox_failed', { reason: error.message }))
              .finally(() => sending.delete(sent))
            sending.set(sent, email.claimedBy)
          }
          continue
        }
        await Promise.race([...sending.keys(), new Promise<void>((resolve) => (wake = resolve))])
        if (again) {
          again = false
          more = true
        }
      }
    } finally {
      await Promise.allSettled(sending.keys())
      clearInterval(renewing)
    }
  }

  /** Runs one pass, or has the pass already running look again for what is due. */
  function runOnce(): Promise<void> {
    if (stopping) return Promise.resolve()
    if (running) {
      again = true
      wake()
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
    /** Claims nothing more, and resolves once the emails being sent are done. */
    async stop() {
      stopping = true
      clearInterval(timer)
      wake()
      await running
    },
  }
}
