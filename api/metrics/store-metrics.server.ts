import type { Kysely } from 'kysely'
import { Gauge, type Registry } from 'prom-client'
import type { StoreHealth } from '../database/store-health.server.ts'
import type { Tables } from '../database/tables.server.ts'
import { log } from '../log.server.ts'
import { shortLivedCache } from '../short-lived-cache.server.ts'
import { EMAIL_KINDS } from '../outbox/email-kind.server.ts'
import { outboxCounts, type OutboxCounts } from './outbox-counts.server.ts'

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

/**
 * Gauges read from the store when the metrics are read: its health (the health check's own result,
 * so at most one write a second) and the mail outbox. Both are shared by every server on one
 * PostgreSQL database, so several instances report the same figures. A failure shows as a value
 * (0, NaN), never as an error: a scrape must not fail because the store it reports on did.
 */
export function storeMetrics(registry: Registry, { db, storeHealth }: { db: Kysely<Tables>; storeHealth: StoreHealth }): void {
  new Gauge({
    name: 'senseahead_store_healthy',
    help: '1 when the store can take a submission now (the /api/health check), 0 when it cannot.',
    registers: [registry],
    async collect() {
      const problem = await storeHealth.check().catch((error: unknown) => String(error))
      this.set(problem === undefined ? 1 : 0)
    },
  })
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
