import { rmSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { TEST_STORE_KINDS, type TestStore } from '#api/testing/test-stores.ts'
import type { FormName } from '#api/forms/form-definitions.server.ts'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import { SPAM_SIGNALS } from '#lib/forms/spam-signals.ts'
import { freePort } from '#tools/free-port/free-port.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { builtPagePath } from './support/built-page-path.ts'
import { parseMetrics, type MetricSample } from './support/parse-metrics.ts'
import { removeAfterEach } from './support/remove-after-each.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'

/**
 * /api/metrics as Prometheus reads it: what the server did (pages, submissions by form and answer,
 * refusals, the mail outbox, the store's health), for a scraper on the server itself or one
 * showing METRICS_TOKEN, and a plain 404 for anyone else.
 */

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef'
/** A client address from a range kept for documentation: anything but loopback. */
const REMOTE = '203.0.113.9'
/** The outbox's figures for the staff notices. */
const NOTICES = { kind: 'staff-notice' }

let site: StartedSite | undefined
let store: TestStore | undefined
removeAfterEach(
  () => site,
  () => store,
)

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site!.baseUrl}${path}`, { headers, signal: AbortSignal.timeout(10_000) })

const post = (path: string, body: unknown) =>
  fetch(`${site!.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) })

async function scrape(headers: Record<string, string> = {}): Promise<MetricSample[]> {
  const response = await get('/api/metrics', headers)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return parseMetrics(await response.text())
}

/** The value of the sample with exactly these labels; a counter not yet counted is 0. */
const valueOf = (samples: MetricSample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((sample) => sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === JSON.stringify(Object.entries(labels).sort()))?.value ?? 0

const requests = (samples: MetricSample[], route: string, status: number) => valueOf(samples, 'senseahead_http_requests_total', { route, status: String(status) })

describe.each(TEST_STORE_KINDS)('/api/metrics on $name', (kind) => {
  test('counts pages, submissions by form and answer, refusals and the waiting notices, and never itself', async () => {
    store = await kind.create()
    site = await startSite({
      dataDir: store.location.dataDir,
      env: {
        DATABASE_URL: store.location.databaseUrl ?? '',
        RATE_LIMIT_PER_MINUTE: '4',
        MIN_FILL_SECONDS: '0',
        // A loopback port nothing listens on: a mail server that is down.
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        NOTIFY_EMAIL: 'staff@example.org',
      },
    })
    expect((await scrape()).filter((sample) => sample.name === 'senseahead_http_requests_total')).toEqual([])

    for (const path of ['/', '/', builtPagePath(), '/no-such-page', '/robots.txt', '/api/no-such-thing']) await get(path)
    /** What a browser sends: the form's fields and a form token fetched when the visitor began. */
    const browserBody = async (form: FormName) => ({
      ...SAMPLE_SUBMISSIONS[form],
      [SPAM_SIGNALS.formToken]: ((await (await get(formTokenPath(form))).json()) as { token: string }).token,
    })
    expect((await post('/api/contact', await browserBody('contact'))).status).toBe(201)
    expect((await post('/api/play-signup', await browserBody('play-signup'))).status).toBe(201)
    // Without a form token: stored, flagged as likely spam, and no notice is sent for it.
    expect((await post('/api/contact', SAMPLE_SUBMISSIONS.contact)).status).toBe(201)
    expect((await post('/api/contact', {})).status).toBe(400)
    // The four a minute are spent.
    for (let attempt = 0; attempt < 2; attempt++) expect((await post('/api/contact', SAMPLE_SUBMISSIONS.contact)).status).toBe(429)

    // The rate limit does not stop a scraper on the server.
    for (let read = 0; read < 5; read++) await scrape()
    // Both notices failed against a mail server that is down, and wait for their next attempt.
    let samples: MetricSample[] = []
    const noticesWaiting = async () => {
      samples = await scrape()
      return valueOf(samples, 'senseahead_mail_outbox_waiting', NOTICES) === 2 && valueOf(samples, 'senseahead_mail_outbox_failing', NOTICES) === 2
    }
    expect(await waitUntil(noticesWaiting, 20_000, 250), JSON.stringify(samples.filter((sample) => sample.name.includes('outbox')))).toBe(true)

    expect(requests(samples, 'page', 200)).toBe(3)
    expect(requests(samples, 'page', 404)).toBe(1)
    expect(requests(samples, 'static', 200)).toBe(1)
    expect(requests(samples, 'other', 404)).toBe(1)
    expect(requests(samples, 'form-token', 200)).toBe(2)
    expect(requests(samples, 'contact', 201)).toBe(2)
    expect(requests(samples, 'play-signup', 201)).toBe(1)
    expect(requests(samples, 'contact', 400)).toBe(1)
    expect(requests(samples, 'contact', 429)).toBe(2)
    const counted = samples.filter((sample) => sample.name === 'senseahead_http_requests_total')
    expect(counted.reduce((sum, sample) => sum + sample.value, 0)).toBe(14)
    expect(counted.map((sample) => sample.labels.route)).not.toContain('metrics')
    expect(valueOf(samples, 'senseahead_http_request_duration_seconds_count', { route: 'page' })).toBe(4)
    expect(valueOf(samples, 'senseahead_http_request_duration_seconds_bucket', { route: 'page', le: '+Inf' })).toBe(4)

    expect(valueOf(samples, 'senseahead_submissions_stored_total', { form: 'contact', spam: 'false' })).toBe(1)
    expect(valueOf(samples, 'senseahead_submissions_stored_total', { form: 'contact', spam: 'true' })).toBe(1)
    expect(valueOf(samples, 'senseahead_submissions_stored_total', { form: 'play-signup', spam: 'false' })).toBe(1)
    expect(valueOf(samples, 'senseahead_submissions_stored_total', { form: 'play-signup', spam: 'true' })).toBe(0)
    expect(valueOf(samples, 'senseahead_rate_limited_requests_total')).toBe(2)
    expect(valueOf(samples, 'senseahead_mail_outbox_given_up', NOTICES)).toBe(0)
    expect(valueOf(samples, 'senseahead_store_healthy')).toBe(1)
    expect(valueOf(samples, 'senseahead_process_resident_memory_bytes')).toBeGreaterThan(0)
  })
})

test('with METRICS_TOKEN, behind a trusted proxy: a remote client needs the token, and without it gets the 404 of an unknown address', async () => {
  site = await startSite({ env: { TRUST_PROXY: 'loopback', METRICS_TOKEN: TOKEN } })
  const unknown = await get('/api/no-such-thing', { 'x-forwarded-for': REMOTE })
  const unknownAnswer = { status: unknown.status, type: unknown.headers.get('content-type'), body: await unknown.text() }
  expect(unknownAnswer.status).toBe(404)

  for (const authorization of [undefined, 'Bearer not-the-metrics-token-but-just-as-long-as-it', `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`]) {
    const response = await get('/api/metrics', { 'x-forwarded-for': REMOTE, ...(authorization ? { authorization } : {}) })
    expect({ status: response.status, type: response.headers.get('content-type'), body: await response.text() }, String(authorization)).toEqual(unknownAnswer)
  }
  const posted = await fetch(`${site.baseUrl}/api/metrics`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })
  expect(posted.status).toBe(404)

  expect(valueOf(await scrape({ 'x-forwarded-for': REMOTE, authorization: `Bearer ${TOKEN}` }), 'senseahead_store_healthy')).toBe(1)
  // Prometheus on the server itself, straight to the app: no proxy names another client.
  expect(valueOf(await scrape(), 'senseahead_store_healthy')).toBe(1)
})

/** The status of a read of the metrics with these headers and no token. */
const metricsStatus = async (headers: Record<string, string>) => (await get('/api/metrics', headers)).status

test('a request a proxy forwarded is not local unless a trusted proxy names a local client: Forwarded (RFC 7239) and X-Forwarded-For alike', async () => {
  // Behind a proxy on the same machine that TRUST_PROXY does not name, every visitor comes from loopback.
  site = await startSite()
  expect(await metricsStatus({})).toBe(200)
  const forwardedHeaders: Record<string, string>[] = [
    { forwarded: `for=${REMOTE};proto=https` },
    { forwarded: 'for="[2001:db8::1]:4711"' },
    { 'x-forwarded-for': REMOTE },
    { 'x-forwarded-for': '127.0.0.1' },
  ]
  for (const headers of forwardedHeaders) expect(await metricsStatus(headers), JSON.stringify(headers)).toBe(404)
  await site.remove()

  // A trusted proxy that writes only Forwarded: who it names is not read, so the request is not local.
  site = await startSite({ env: { TRUST_PROXY: 'loopback' } })
  expect(await metricsStatus({ forwarded: `for=${REMOTE}` })).toBe(404)
  expect(await metricsStatus({ forwarded: 'for=127.0.0.1', 'x-forwarded-for': '127.0.0.1' })).toBe(404)
  expect(await metricsStatus({ 'x-forwarded-for': REMOTE })).toBe(404)
  expect(await metricsStatus({ 'x-forwarded-for': '127.0.0.1' })).toBe(200)
})

test('on SQLite, after the data folder is deleted under the running server: the metrics still answer, with the store unhealthy', async () => {
  site = await startSite()
  expect(valueOf(await scrape(), 'senseahead_store_healthy')).toBe(1)
  rmSync(site.dataDir, { recursive: true, force: true })
  // Each scrape answers 200 (checked by scrape) while the health check finds the store gone.
  const unhealthy = async () => (await scrape()).some((sample) => sample.name === 'senseahead_store_healthy' && sample.value === 0)
  expect(await waitUntil(unhealthy, 5000, 250)).toBe(true)
  expect(site.alive()).toBe(true)
})
