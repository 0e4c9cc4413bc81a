import { sql, type ExpressionOrFactory, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import type { EmailKind } from '../outbox/email-kind.server.ts'
import { mailboxOf } from '../outbox/mailbox.server.ts'

/** Emails of one kind (confirmations) that one mailbox may get in a day, from every form together. */
export const MAILBOX_DAILY_EMAILS = 3

/** A submission an email to its sender may be queued about: its id, form and the address it gave. */
export interface Sender {
  id: string
  form: string
  email: string
}

/**
 * The statement that queues an email of `kind` about each submission `where` selects, at `at`, to
 * run in the transaction that stores them or moves them out of spam: the staff notice, to the
 * staff's address; the confirmation, to the address the person gave (one of `senders`). An email
 * already queued about a submission is left as it is.
 *
 * The confirmation is limited by mailbox (mailboxOf: however the address is written): its limit key
 * is the kind, mailbox, day and form, so one of each form a day reaches a mailbox, and it is left
 * out when the mailbox already has MAILBOX_DAILY_EMAILS of the kind that day, counting those queued
 * before and those of `senders` ahead of it.
 */
export function queueSubmissionEmails(db: Kysely<Tables>, kind: EmailKind, where: ExpressionOrFactory<Tables, 'submissions', SqlBool>, at: string, senders: readonly Sender[] = []) {
  const toSender = kind !== 'staff-notice'
  const day = at.slice(0, 10)
  const ahead = new Map<string, number>()
  const limits = senders.map(({ id, form, email }) => {
    const prefix = `${kind}:${mailboxOf(email)}:${day}:`
    const before = ahead.get(prefix) ?? 0
    ahead.set(prefix, before + 1)
    return { id, prefix, key: `${prefix}${form}`, before }
  })
  /** Each sender's value of `field`, picked by the submission's id (NULL for any other). */
  const bySender = <T extends string | number>(field: (limit: (typeof limits)[number]) => T): RawBuilder<T | null> =>
    limits.length === 0
      ? sql<null>`null`
      : sql<T>`case ${sql.ref('submissions.id')} ${sql.join(
          limits.map((limit) => sql`when ${limit.id} then ${field(limit)}`),
          sql` `,
        )} end`
  // Cast, as PostgreSQL takes a parameter it cannot type from its place for text.
  const prefix = sql<string>`cast(${bySender((limit) => limit.prefix)} as text)`
  const before = sql<number>`cast(${bySender((limit) => limit.before)} as integer)`
  const queuedThatDay = db
    .selectFrom('mail_outbox as queued')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('queued.kind', '=', kind)
    .where(sql<SqlBool>`substr(${sql.ref('queued.limit_key')}, 1, length(${prefix})) = ${prefix}`)
  return db
    .insertInto('mail_outbox')
    .columns(['id', 'kind', 'submission_id', 'recipient', 'limit_key', 'created_at', 'next_attempt_at'])
    .expression(
      db
        .selectFrom('submissions')
        .select([
          sql<string>`${`${kind}:`} || ${sql.ref('submissions.id')}`.as('id'),
          sql<string>`${kind}`.as('kind'),
          'submissions.id as submission_id',
          (toSender ? sql<string | null>`${sql.ref('submissions.email')}` : sql<string | null>`null`).as('recipient'),
          (toSender ? bySender((limit) => limit.key) : sql<string | null>`null`).as('limit_key'),
          sql<string>`${at}`.as('created_at'),
          sql<string>`${at}`.as('next_attempt_at'),
        ])
        .where(where)
        .$if(toSender, (query) => query.where(sql<SqlBool>`(${queuedThatDay}) + ${before} < ${MAILBOX_DAILY_EMAILS}`)),
    )
    .onConflict((conflict) => conflict.doNothing())
}
