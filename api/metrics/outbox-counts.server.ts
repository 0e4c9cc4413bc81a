import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { EMAIL_KINDS, type EmailKind } from '../outbox/email-kind.server.ts'
import { MAX_ATTEMPTS } from '../outbox/outbox-claims.server.ts'

export interface OutboxCounts {
  /** Emails due or failed, not sent yet, that will still be tried: the backlog. One held back that is not due yet is not counted. */
  waiting: number
  /** Of those, the ones whose last send failed. */
  failing: number
  /** Emails never sent, after every attempt failed. */
  givenUp: number
}

/** How many emails of each kind wait, fail or were given up, counted in one query over the unsent ones. */
export async function outboxCounts(db: Kysely<Tables>, now = new Date()): Promise<Record<EmailKind, OutboxCounts>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      'kind',
      eb.fn.sum<string | number | null>(eb.case().when('attempts', '<', MAX_ATTEMPTS).then(1).else(0).end()).as('waiting'),
      eb.fn
        .sum<string | number | null>(
          eb
            .case()
            .when(eb.and([eb('attempts', '<', MAX_ATTEMPTS), eb('attempts', '>', 0)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('failing'),
      eb.fn.sum<string | number | null>(eb.case().when('attempts', '>=', MAX_ATTEMPTS).then(1).else(0).end()).as('givenUp'),
    ])
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('attempts', '>', 0), eb('next_attempt_at', '<=', now.toISOString())]))
    .groupBy('kind')
    .execute()
  // PostgreSQL sums to a bigint, which its driver hands over as a string; a kind with none has no row.
  const counts = (kind: EmailKind): OutboxCounts => {
    const row = rows.find((each) => each.kind === kind)
    return { waiting: Number(row?.waiting ?? 0), failing: Number(row?.failing ?? 0), givenUp: Number(row?.givenUp ?? 0) }
  }
  return Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, counts(kind)])) as Record<EmailKind, OutboxCounts>
}
