import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { IDEMPOTENCY_KEY_HEADER } from '#lib/forms/spam-signals.ts'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { errorOutput } from './support/error-output.ts'
import { runStartToExit } from './support/run-start-to-exit.ts'
import { stopAndReadOutput } from './support/stop-and-read-output.ts'

/** The pages' own origin when a static host or CDN serves them, and one that is not theirs. */
const PAGES = 'https://pages.example.org'
const OTHER = 'https://elsewhere.example.net'
let site: StartedSite

beforeAll(async () => {
  site = await startSite({ env: { ALLOWED_ORIGINS: `${PAGES}, https://www.example.org`, RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => {
  await site?.remove()
})

const preflight = (origin: string) =>
  fetch(`${site.baseUrl}/api/contact`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': `content-type, ${IDEMPOTENCY_KEY_HEADER}` },
  })
const submit = (origin: string) =>
  fetch(`${site.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { origin, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    body: JSON.stringify({ ...SAMPLE_SUBMISSIONS.contact, message: 'a message from the pages on a static host' }),
  })

describe('With ALLOWED_ORIGINS, the API serves pages of other origins', () => {
  test('answers the preflight of an allowed origin with exactly what the forms send', async () => {
    const response = await preflight(PAGES)
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGES)
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/)
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(IDEMPOTENCY_KEY_HEADER.toLowerCase())
  })

  test('gives no CORS headers to any other origin', async () => {
    expect((await preflight(OTHER)).headers.get('access-control-allow-origin')).toBeNull()
  })

  test("stores a submission from an allowed origin's page and lets it read the answer", async () => {
    const response = await submit(PAGES)
    expect(response.status).toBe(201)
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGES)
  })

  test('refuses a submission from any other site', async () => {
    expect((await submit(OTHER)).status).toBe(403)
  })

  test('hands the form token to an allowed origin', async () => {
    const response = await fetch(`${site.baseUrl}${formTokenPath('contact')}`, { headers: { origin: PAGES, 'sec-fetch-site': 'cross-site' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGES)
  })

  test('ends each preflight with its 204: nothing above was logged as a failure', async () => {
    for (const path of ['/api/contact', '/api/health', '/api/form-token']) {
      const response = await fetch(`${site.baseUrl}${path}`, { method: 'OPTIONS', headers: { origin: PAGES, 'access-control-request-method': 'POST' } })
      expect(response.status).toBe(204)
    }
    await stopAndReadOutput(site)
    expect(errorOutput(site)).toEqual([])
    expect(site.logs.filter((entry) => entry.event === 'request_failed' && entry.method === 'OPTIONS')).toEqual([])
  })
})

test('a value of ALLOWED_ORIGINS that is not an origin stops the start with one line that says so', async () => {
  const finished = await runStartToExit({ ALLOWED_ORIGINS: 'https://pages.example.org/blog' })
  expect(finished.code).toBe(1)
  expect(finished.stderr.join('\n')).toContain('"https://pages.example.org/blog" is not an origin')
})
