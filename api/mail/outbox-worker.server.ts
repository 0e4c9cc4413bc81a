import type { Kysely } from 'kysely'
import type { Transporter } from 'nodemailer'
import type { Tables } from '../database/tables.server.ts'
import { log } from '../log.server.ts'
import { noticeMessage } from './notice-message.server.ts'

export const MAX_ATTEMPTS = 10
const CLAIM_MS = 60_000

export interface OutboxWorkerOptions {
  db: Kysely<Tables>
  transport: Pick<Transporter, 'sendMail'>
  from: string
  to: string
  /** How long to wait before the next attempt after `attempts` failures. */
  retryDelayMs?: (attempts: number) => number
  /** How often to look for notices that are due. */
  pollMs?: number
}

/** One minute after the first failure, doubling up to an hour. */
const backoff = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 60 * 60_000)

/**
 * Sends the notices queued in the mail outbox. A notice is claimed before it is sent, so several
 * servers on one database do not send it twice; a failed send is tried again later, up to
 * MAX_ATTEMPTS times. The submission itself was stored long before: a mail server that is down
 * delays the notice, never the visitor.
 */
export function outboxWorker({ db, transport, from, to, retryDelayMs = backoff, pollMs = 30_000 }: OutboxWorkerOptions) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false

  async function sendDue(now = new Date()): Promise<void> {
    const due = await db
      .selectFrom('mail_outbox')
      .select(['submission_id', 'attempts'])
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .where('next_attempt_at', '<=', now.toISOString())
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
      .orderBy('next_attempt_at')
      .limit(20)
      .execute()
    for (const notice of due) {
      const claimed = await db
        .updateTable('mail_outbox')
        .set({ locked_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
        .where('submission_id', '=', notice.submission_id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) continue
      const submission = await db.selectFrom('submissions').selectAll().where('id', '=', notice.submission_id).executeTakeFirst()
      if (!submission) {
        await db.deleteFrom('mail_outbox').where('submission_id', '=', notice.submission_id).execute()
        continue
      }
      const attempts = notice.attempts + 1
      try {
        await transport.sendMail({ from, to, ...noticeMessage(submission) })
        await db
          .updateTable('mail_outbox')
          .set({ attempts, sent_at: new Date().toISOString(), locked_until: null, last_error: null })
          .where('submission_id', '=', notice.submission_id)
          .execute()
        log('info', 'notice_sent', { id: notice.submission_id, attempts })
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        const next = new Date(Date.now() + retryDelayMs(attempts)).toISOString()
        await db
          .updateTable('mail_outbox')
          .set({ attempts, next_attempt_at: next, locked_until: null, last_error: reason.slice(0, 500) })
          .where('submission_id', '=', notice.submission_id)
          .execute()
        log(attempts >= MAX_ATTEMPTS ? 'error' : 'warn', 'notice_failed', { id: notice.submission_id, attempts, reason })
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
