import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { MAX_ATTEMPTS } from '../mail/outbox-worker.server.ts'

export interface OutboxCounts {
  /** Notices not sent yet that will still be tried: the backlog. */
  waiting: number
  /** Of those, the ones whose last send failed. */
  failing: number
  /** Notices never sent, after every attempt failed. */
  givenUp: number
}

/** How many email notices wait, fail or were given up, counted in one query over the unsent ones. */
export async function outboxCounts(db: Kysely<Tables>): Promise<OutboxCounts> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
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
    .executeTakeFirstOrThrow()
  // PostgreSQL sums to a bigint, which its driver hands over as a string; an empty outbox sums to NULL.
  return { waiting: Number(row.waiting ?? 0), failing: Number(row.failing ?? 0), givenUp: Number(row.givenUp ?? 0) }
}
