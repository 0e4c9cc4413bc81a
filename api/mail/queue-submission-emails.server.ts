import { sql, type ExpressionOrFactory, type Kysely, type SqlBool } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import type { EmailKind } from './email-kind.server.ts'

/**
 * The statement that queues an email of `kind` about each submission `where` selects, to run in
 * the transaction that stores them or moves them out of spam: the staff notice, to the staff's
 * address; the confirmation, to the address the person gave, once a day per address and form (its
 * limit key), a later one that day left out. Its time is `at`, or else the submission's own.
 * An email already queued about a submission is left as it is.
 */
export function queueSubmissionEmails(db: Kysely<Tables>, kind: EmailKind, where: ExpressionOrFactory<Tables, 'submissions', SqlBool>, at?: string) {
  const time = at === undefined ? sql<string>`${sql.ref('created_at')}` : sql<string>`${at}`
  const toSender = kind !== 'staff-notice'
  return db
    .insertInto('mail_outbox')
    .columns(['id', 'kind', 'submission_id', 'recipient', 'limit_key', 'created_at', 'next_attempt_at'])
    .expression(
      db
        .selectFrom('submissions')
        .select([
          sql<string>`${`${kind}:`} || ${sql.ref('id')}`.as('id'),
          sql<string>`${kind}`.as('kind'),
          'id as submission_id',
          (toSender ? sql<string | null>`${sql.ref('email')}` : sql<string | null>`null`).as('recipient'),
          (toSender ? sql<string | null>`${`${kind}:`} || ${sql.ref('form')} || ':' || ${sql.ref('email')} || ':' || substr(${time}, 1, 10)` : sql<string | null>`null`).as(
            'limit_key',
          ),
          time.as('created_at'),
          time.as('next_attempt_at'),
        ])
        .where(where),
    )
    .onConflict((conflict) => conflict.doNothing())
}
