import { describe, expect, test } from 'vitest'
import type { StoreHealth } from '../database/store-health.server.ts'
import { countStoredSubmissions } from '../forms-intake/count-stored-submissions.server.ts'
import { submissionWriter } from '../forms-intake/submission-writer.server.ts'
import { emailId } from '../outbox/email-kind.server.ts'
import { MAX_ATTEMPTS } from '../outbox/outbox-claims.server.ts'
import { outboxMetrics } from '../outbox/outbox-metrics.server.ts'
import { SAMPLE_SUBMISSIONS } from '../testing/sample-submissions.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import { siteMetrics } from './site-metrics.server.ts'

const healthy: StoreHealth = { check: async () => undefined }

/** The metrics as the site shows them: the server's own, with the outbox's (as openSiteServer adds them). */
function withOutbox(db: Parameters<typeof outboxMetrics>[1], storeHealth: StoreHealth) {
  const metrics = siteMetrics({ storeHealth })
  outboxMetrics(metrics.registry, db)
  return metrics
}

/** The value of one sample in the text a scrape reads, or undefined when it is not there. */
async function sample(metrics: ReturnType<typeof siteMetrics>, series: string): Promise<number | undefined> {
  const line = (await metrics.registry.metrics()).split('\n').find((text) => text.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe.each(TEST_STORE_KINDS)('The site metrics on $name', (kind) => {
  const store = useTestStore(kind)

  test('count stored submissions by form and spam flag, not replays, in a registry of each server’s own', async () => {
    const first = siteMetrics({ storeHealth: healthy })
    const second = siteMetrics({ storeHealth: healthy })
    countStoredSubmissions(second.registry)
    const writer = countStoredSubmissions(first.registry)(submissionWriter(store))
    const submission = { form: 'contact' as const, email: 'a@example.org', data: SAMPLE_SUBMISSIONS.contact, notify: false, idempotencyKey: crypto.randomUUID() }
    await writer.write({ ...submission, spam: false })
    await writer.write({ ...submission, spam: false })
    await writer.write({ ...submission, spam: true, idempotencyKey: undefined })
    // A form token that bought a submission before flags the next one as likely spam, and it is counted so.
    const formToken = { id: crypto.randomUUID(), expiresAt: new Date(Date.now() + 60_000) }
    await writer.write({ ...submission, spam: false, idempotencyKey: undefined, formToken })
    await writer.write({ ...submission, spam: false, idempotencyKey: undefined, formToken })
    expect(await sample(first, 'senseahead_submissions_stored_total{form="contact",spam="false"}')).toBe(2)
    expect(await sample(first, 'senseahead_submissions_stored_total{form="contact",spam="true"}')).toBe(2)
    expect(await sample(first, 'senseahead_submissions_stored_total{form="play-signup",spam="false"}')).toBe(0)
    expect(await sample(second, 'senseahead_submissions_stored_total{form="contact",spam="false"}')).toBe(0)
    first.countRateLimited()
    expect(await sample(first, 'senseahead_rate_limited_requests_total')).toBe(1)
    expect(await sample(second, 'senseahead_rate_limited_requests_total')).toBe(0)
    expect(await sample(first, 'senseahead_process_cpu_user_seconds_total')).toBeGreaterThan(0)
  })

  test('show the outbox: waiting, failing and given up', async () => {
    const writer = submissionWriter(store)
    const notified = { form: 'contact' as const, email: 'b@example.org', spam: false, data: SAMPLE_SUBMISSIONS.contact, notify: true }
    const ids = await Promise.all([1, 2, 3, 4].map(() => writer.write(notified).then((stored) => stored.id)))
    const notice = (index: number) => emailId('staff-notice', ids[index]!)
    await store.db.updateTable('mail_outbox').set({ attempts: 2, last_error: 'connection refused' }).where('id', '=', notice(1)).execute()
    await store.db.updateTable('mail_outbox').set({ attempts: MAX_ATTEMPTS }).where('id', '=', notice(2)).execute()
    await store.db.updateTable('mail_outbox').set({ attempts: 1, sent_at: new Date().toISOString() }).where('id', '=', notice(3)).execute()
    const metrics = withOutbox(store.db, healthy)
    expect(await sample(metrics, 'senseahead_mail_outbox_waiting{kind="staff-notice"}')).toBe(2)
    expect(await sample(metrics, 'senseahead_mail_outbox_failing{kind="staff-notice"}')).toBe(1)
    expect(await sample(metrics, 'senseahead_mail_outbox_given_up{kind="staff-notice"}')).toBe(1)
    await store.db.deleteFrom('mail_outbox').execute()
  })

  test('show the store’s health as 1 or 0', async () => {
    expect(await sample(siteMetrics({ storeHealth: healthy }), 'senseahead_store_healthy')).toBe(1)
    expect(await sample(siteMetrics({ storeHealth: { check: async () => 'the disk is full' } }), 'senseahead_store_healthy')).toBe(0)
  })
})

test('a store that cannot be read shows as unhealthy and an unknown backlog, and the scrape still succeeds', async () => {
  const store = await TEST_STORE_KINDS[0]!.create()
  await store.remove()
  const metrics = withOutbox(store.db, { check: async () => 'the store is gone' })
  const text = await metrics.registry.metrics()
  // Prometheus reads NaN in any case; prom-client writes it as Nan.
  expect(text).toMatch(/^senseahead_store_healthy 0$/m)
  expect(text).toMatch(/^senseahead_mail_outbox_waiting\{kind="staff-notice"\} nan$/im)
})
