import { rmSync } from 'node:fs'
import pg from 'pg'
import { afterEach, describe, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { TEST_STORE_KINDS, type TestStore } from '#api/testing/test-stores.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'

/**
 * /api/health is what a load balancer or a monitor asks before sending visitors: 200 only when a
 * submission could really be stored now, 503 with the reason otherwise. A store that is gone must
 * also never be acknowledged a submission.
 */

const health = async (site: StartedSite) => {
  const response = await fetch(`${site.baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const submit = (site: StartedSite) =>
  fetch(`${site.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SAMPLE_SUBMISSIONS.contact),
    signal: AbortSignal.timeout(10_000),
  }).then((response) => response.status)

/** The health check answers 503 within a few seconds (a result may be reused for a second). */
async function expectUnhealthy(site: StartedSite) {
  let last: Awaited<ReturnType<typeof health>> | undefined
  await waitUntil(async () => (last = await health(site)).status === 503, 5000, 250)
  expect(last?.status).toBe(503)
  expect(last?.body).toEqual({ ok: false, reason: expect.stringMatching(/\S/) })
}

let site: StartedSite | undefined
let store: TestStore | undefined
let storeGone = false
afterEach(async () => {
  await site?.remove()
  if (storeGone) await store?.close()
  else await store?.remove()
  site = undefined
  store = undefined
  storeGone = false
})

describe.each(TEST_STORE_KINDS)('/api/health on $name', (kind) => {
  test('answers 200 { ok: true } while the store can be written', async () => {
    store = await kind.create()
    site = await startSite({ dataDir: store.location.dataDir, env: { DATABASE_URL: store.location.databaseUrl ?? '' } })
    expect(await health(site)).toEqual({ status: 200, body: { ok: true } })
  })
})

test('on SQLite, after the data folder is deleted under the running server: 503 with a reason, and no submission is acknowledged', async () => {
  site = await startSite({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
  expect(await health(site)).toEqual({ status: 200, body: { ok: true } })
  expect(await submit(site)).toBe(201)

  rmSync(site.dataDir, { recursive: true, force: true })
  await expectUnhealthy(site)
  expect(await submit(site)).not.toBe(201)
  expect(site.alive()).toBe(true)
})

// Only where the tests of the store run on PostgreSQL: TEST_STORES=sqlite holds them to SQLite even
// where a PostgreSQL is running.
const postgres = TEST_STORE_KINDS.find((kind) => kind.name === 'PostgreSQL')

test.runIf(postgres)('on PostgreSQL, after the database is dropped under the running server: 503 with a reason, and no submission is acknowledged', async () => {
  store = await postgres!.create()
  const databaseUrl = store.location.databaseUrl!
  site = await startSite({ dataDir: store.location.dataDir, env: { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '1000000' } })
  expect(await health(site)).toEqual({ status: 200, body: { ok: true } })
  expect(await submit(site)).toBe(201)

  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(`drop database ${pg.escapeIdentifier(new URL(databaseUrl).pathname.slice(1))} with (force)`)
  } finally {
    await admin.end()
  }
  storeGone = true

  await expectUnhealthy(site)
  expect(await submit(site)).not.toBe(201)
  expect(site.alive()).toBe(true)
})
