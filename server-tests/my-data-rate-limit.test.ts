import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_STORE_KINDS, type TestStore, type TestStoreKind } from '#api/testing/test-stores.ts'
import { formPath } from '#lib/forms/form-path.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'

/**
 * A client that opens data links over and over (guessing, or a broken mail scanner) is slowed
 * down like one that sends forms over and over, on a budget of its own, so the person's own forms
 * still go through.
 */

const LIMIT = 3

describe.each(TEST_STORE_KINDS)('The data links on $name', (kind: TestStoreKind) => {
  let store: TestStore
  let site: StartedSite

  beforeAll(async () => {
    store = await kind.create()
    site = await startSite({
      dataDir: store.location.dataDir,
      env: { DATABASE_URL: store.location.databaseUrl ?? '', RATE_LIMIT_PER_MINUTE: String(LIMIT) },
    })
  })
  afterAll(async () => {
    await site?.remove()
    await store?.remove()
  })

  const open = (path: string, method = 'GET') =>
    fetch(`${site.baseUrl}${path}`, { method, headers: method === 'POST' ? { origin: site.baseUrl } : {}, signal: AbortSignal.timeout(10_000) })

  test('answer "too many tries" with Retry-After once a client has used its budget, on every kind of link, and leave the forms alone', async () => {
    for (let attempt = 0; attempt < LIMIT; attempt += 1) expect((await open(`/my-data/guess-${attempt}`)).status).toBe(404)
    for (const [path, method] of [
      ['/my-data/guess-more', 'GET'],
      ['/my-data/guess-more', 'POST'],
      ['/my-data/confirm/guess-more', 'GET'],
      ['/my-data/stop-updates/guess-more', 'POST'],
    ] as const) {
      const refused = await open(path, method)
      expect(refused.status, `${method} ${path}`).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(refused.headers.get('content-type')).toContain('text/html')
      const page = await refused.text()
      expect(page).toContain('too many tries')
      expect(page).not.toContain('guess-more')
    }
    // The forms' budget is apart: an empty form is refused for what it holds, not for the client.
    const form = await fetch(`${site.baseUrl}${formPath('contact')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(form.status).toBe(400)
  })
})
