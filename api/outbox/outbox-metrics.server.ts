import type { Kysely } from 'kysely'
import { Gauge, type Registry } from 'prom-client'
import type { Tables } from '../database/tables.server.ts'
import { log } from '../log.server.ts'
import { shortLivedCache } from '../short-lived-cache.server.ts'
import { EMAIL_KINDS, type EmailKind } from './email-kind.server.ts'
import { MAX_ATTEMPTS } from './outbox-claims.server.ts'

/**
 * The outbox is counted at most this often however often the metrics are read: the count reads
 * every unsent row, and with SQLite it shares the one connection with the submissions.
 */
const OUTBOX_COUNT_TTL_MS = 5000

const OUTBOX_GAUGES: { key: keyof OutboxCounts; name: string; help: string }[] = [
  { key: 'waiting', name: 'senseahead_mail_outbox_waiting', help: 'Emails not sent yet that will still be tried (the backlog), by kind; NaN when the store cannot be read.' },
  { key: 'failing', name: 'senseahead_mail_outbox_failing', help: 'Emails waiting whose last send failed, by kind; NaN when the store cannot be read.' },
  { key: 'givenUp', name: 'senseahead_mail_outbox_given_up', help: 'Emails never sent, after every attempt failed, by kind; NaN when the store cannot be read.' },
]

export interface OutboxCounts {
  /** Emails due or failed, not sent yet, that will still be tried: the backlog. One held back that is not due yet is not counted. */
  waiting: number
  /** Of those, the ones whose last send failed. */
  failing: number
  /** Emails never sent, after every attempt failed. */
  givenUp: number
}

/** How many emails of each kind wait, fail or were given up, counted in one query over the unsent ones. */
async function outboxCounts(db: Kysely<Tables>, now = new Date()): Promise<Record<EmailKind, OutboxCounts>> {
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

/**
 * Gauges of the mail outbox, read from the store when the metrics are read: shared by every server
 * on one PostgreSQL database, so several instances report the same figures. A store that cannot be
 * read shows as NaN, never as an error: a scrape must not fail because the store it reports on did.
 */
export function outboxMetrics(registry: Registry, db: Kysely<Tables>): void {
  const counts = shortLivedCache({
    ttlMs: OUTBOX_COUNT_TTL_MS,
    maxEntries: 1,
    load: () =>
      outboxCounts(db).catch((error: unknown) => {
        log('warn', 'metrics_outbox_unreadable', { reason: error instanceof Error ? error.message : String(error) })
        return undefined
      }),
  })
  for (const { key, name, help } of OUTBOX_GAUGES) {
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        const read = await counts('')
        for (const kind of EMAIL_KINDS) this.set({ kind }, read?.[kind][key] ?? NaN)
      },
    })
  }
}
