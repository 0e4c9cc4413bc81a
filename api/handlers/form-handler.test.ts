import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createSiteApp } from '../app.server.ts'
import type { AppConfig } from '../app-config.server.ts'
import { FORM_NAMES } from '../forms/form-definitions.server.ts'
import { SAMPLE_SUBMISSIONS } from '../testing/sample-submissions.ts'
import { serveApp } from '../testing/serve-app.ts'
import { TEST_APP_CONFIG } from '../testing/test-app-config.ts'
import { TEST_STORE_KINDS, type TestStore } from '../testing/test-stores.ts'

describe.each(TEST_STORE_KINDS)('The form API on $name', (kind) => {
  let store: TestStore
  let server: { baseUrl: string; close(): Promise<void> } | undefined

  beforeAll(async () => {
    store = await kind.create()
  })
  afterEach(async () => {
    await server?.close()
    server = undefined
    await store.db.deleteFrom('rate_limits').execute()
  })
  afterAll(async () => {
    await store.remove()
  })

  async function start(config: Partial<AppConfig> = {}) {
    server = await serveApp(createSiteApp({ db: store.db, config: { ...TEST_APP_CONFIG, ...config } }))
    return server.baseUrl
  }

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const baseUrl = server?.baseUrl ?? (await start())
    return fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  }

  const storedRow = (id: string) => store.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst()

  test('the health check answers 200 with JSON', async () => {
    const response = await fetch(`${await start()}/api/health`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ ok: true })
  })

  test.each(FORM_NAMES)('a valid %s submission is stored and acknowledged with 201 and its id', async (form) => {
    const response = await post(`/api/${form}`, SAMPLE_SUBMISSIONS[form])
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    const row = await storedRow(body.id)
    expect(row).toMatchObject({ form, spam: 0 })
    const { website, fillTimeMs, ...fields } = SAMPLE_SUBMISSIONS[form]
    // Only the form's fields are kept: the spam signals are not.
    expect(JSON.parse(row!.data)).toEqual(fields)
  })

  test.each([
    ['contact', { name: 'A', email: 'nope', subject: 'weather', message: 'hi' }, {
      name: 'Name must be at least 2 characters.', email: 'Please enter a valid email address.', subject: 'Please select a subject.', message: 'Message must be at least 10 characters.',
    }],
    ['community-signup', { name: '', email: '', role: 'Boss' }, { name: 'Name must be at least 2 characters', email: 'Please enter a valid email address', role: 'Please select your role' }],
    ['advisor-signup', { name: 'Al', email: 'al@example.org' }, { role: 'Please select your role' }],
    ['student-ambassador-signup', { name: 'Sam', email: 'sam@example.org', school: 'S', grade: '13th', interests: 'x', experience: 'x', motivation: 'x' }, {
      school: 'School name is required', grade: 'Please select your grade level',
      interests: 'Please describe your interests (minimum 10 characters)',
      experience: 'Please describe any relevant experience (minimum 10 characters)',
      motivation: 'Please tell us why you want to be a student ambassador (minimum 10 characters)',
    }],
    ['play-signup', { ...SAMPLE_SUBMISSIONS['play-signup'], parentConsent: undefined, childName: ' ' }, {
      childName: 'Required', parentConsent: 'Please confirm that you are the child\'s parent or guardian',
    }],
    ['volunteer-signup', { name: 'Vic', email: 'vic@example.org' }, { availability: 'Required', preferredGames: 'Required' }],
  ])('an invalid %s submission gets 400 naming each bad field', async (form, body, errors) => {
    const before = await store.db.selectFrom('submissions').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
    const response = await post(`/api/${form}`, { fillTimeMs: 9000, ...body })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Please correct the highlighted fields and try again.', errors })
    const after = await store.db.selectFrom('submissions').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
    expect(Number(after.count)).toBe(Number(before.count))
  })

  test('unknown fields get 400', async () => {
    const response = await post('/api/contact', { ...SAMPLE_SUBMISSIONS.contact, role: 'admin' })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ role: 'This field is not part of the form' })
  })

  test.each([
    ['not JSON', '{"name":', 'The request body is not valid JSON'],
    ['not an object', '[1,2]', 'Please correct the highlighted fields and try again.'],
    ['null', 'null', 'Please correct the highlighted fields and try again.'],
    ['deeply nested', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, 'Please correct the highlighted fields and try again.'],
    ['a prototype key', '{"__proto__":{"isAdmin":true},"name":"Ada"}', 'Please correct the highlighted fields and try again.'],
    ['of the wrong types', '{"name":["Ada"],"email":42,"subject":{},"message":null,"newsletter":"yes","fillTimeMs":"soon"}', 'Please correct the highlighted fields and try again.'],
  ])('a body that is %s gets 400', async (_label, body, message) => {
    const response = await post('/api/contact', body)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(message)
  })

  test.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('a %s body gets 415', async (type) => {
    const response = await post('/api/contact', JSON.stringify(SAMPLE_SUBMISSIONS.contact), { 'content-type': type })
    expect(response.status).toBe(415)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
  })

  test('JSON with a charset is accepted', async () => {
    const response = await post('/api/contact', SAMPLE_SUBMISSIONS.contact, { 'content-type': 'application/json; charset=utf-8' })
    expect(response.status).toBe(201)
  })

  test.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s gets 405 with Allow: POST', async (method) => {
    const baseUrl = await start()
    const response = await fetch(`${baseUrl}/api/community-signup`, { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  test('an unknown API address gets a JSON 404', async () => {
    const response = await post('/api/newsletter', {})
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'No such API address' })
  })

  test.each([
    [{ 'sec-fetch-site': 'cross-site' }, 403],
    [{ 'sec-fetch-site': 'same-site' }, 403],
    [{ 'sec-fetch-site': 'same-origin' }, 201],
    [{ origin: 'https://evil.example' }, 403],
    [{ origin: 'null' }, 403],
  ])('a request with %o gets %i', async (headers, status) => {
    const response = await post('/api/volunteer-signup', SAMPLE_SUBMISSIONS['volunteer-signup'], headers)
    expect(response.status).toBe(status)
  })

  test('a request whose Origin is this host is accepted', async () => {
    const baseUrl = await start()
    const response = await post('/api/volunteer-signup', SAMPLE_SUBMISSIONS['volunteer-signup'], { origin: baseUrl })
    expect(response.status).toBe(201)
  })

  test('a body over 32 KB announced by Content-Length gets 413', async () => {
    const response = await post('/api/contact', { ...SAMPLE_SUBMISSIONS.contact, message: 'x'.repeat(33 * 1024) })
    expect(response.status).toBe(413)
  })

  test('a chunked body over 32 KB without Content-Length gets 413 while it is being read', async () => {
    const baseUrl = await start()
    let answered = false
    const outgoing = request(`${baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } })
    const response = new Promise<number>((resolve, reject) => {
      outgoing.on('response', (incoming) => {
        answered = true
        incoming.resume()
        resolve(incoming.statusCode!)
      })
      outgoing.on('error', reject)
    })
    // Up to 1 MB in 1 KB chunks, but the answer must come long before: the server stops at 32 KB.
    let chunksWritten = 0
    outgoing.write('[')
    while (!answered && chunksWritten < 1024) {
      outgoing.write(`"${'x'.repeat(1020)}",`)
      chunksWritten++
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    const status = await response
    outgoing.destroy()
    expect(status).toBe(413)
    expect(chunksWritten).toBeLessThan(1024)
  })

  test('more than RATE_LIMIT_PER_MINUTE submissions to one form in a minute get 429 with Retry-After', async () => {
    await start({ rateLimitPerMinute: 3 })
    for (let attempt = 0; attempt < 3; attempt++) expect((await post('/api/advisor-signup', SAMPLE_SUBMISSIONS['advisor-signup'])).status).toBe(201)
    const refused = await post('/api/advisor-signup', SAMPLE_SUBMISSIONS['advisor-signup'])
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // The limit is per form.
    expect((await post('/api/community-signup', SAMPLE_SUBMISSIONS['community-signup'])).status).toBe(201)
  })

  test('behind a trusted proxy the limit counts each forwarded client apart', async () => {
    await start({ rateLimitPerMinute: 1, trustProxyHops: 1 })
    expect((await post('/api/contact', SAMPLE_SUBMISSIONS.contact, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(201)
    expect((await post('/api/contact', SAMPLE_SUBMISSIONS.contact, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(201)
    expect((await post('/api/contact', SAMPLE_SUBMISSIONS.contact, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(429)
  })

  test('without a trusted proxy X-Forwarded-For is ignored', async () => {
    await start({ rateLimitPerMinute: 1 })
    expect((await post('/api/contact', SAMPLE_SUBMISSIONS.contact, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(201)
    expect((await post('/api/contact', SAMPLE_SUBMISSIONS.contact, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(429)
  })

  test('a rate limit is shared by app instances on one store', async () => {
    await start({ rateLimitPerMinute: 1 })
    const other = await serveApp(createSiteApp({ db: store.db, config: { ...TEST_APP_CONFIG, rateLimitPerMinute: 1 } }))
    try {
      expect((await post('/api/contact', SAMPLE_SUBMISSIONS.contact)).status).toBe(201)
      const response = await fetch(`${other.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SAMPLE_SUBMISSIONS.contact) })
      expect(response.status).toBe(429)
    } finally {
      await other.close()
    }
  })

  test.each([
    ['the hidden field is filled in', { website: 'https://spam.example' }],
    ['the form was sent too fast', { fillTimeMs: 400 }],
    ['the fill time is missing', { fillTimeMs: undefined }],
  ])('a submission is stored flagged as spam when %s', async (_label, signals) => {
    await start({ minFillTimeMs: 3000 })
    const response = await post('/api/contact', { ...SAMPLE_SUBMISSIONS.contact, ...signals })
    expect(response.status).toBe(201)
    const { id } = await response.json()
    expect((await storedRow(id))?.spam).toBe(1)
  })

  test('every answer carries the security headers; HSTS only when served over HTTPS', async () => {
    await start()
    const response = await post('/api/contact', 'not json')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'",
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(response.headers.get('strict-transport-security')).toBeNull()
    await server!.close()
    server = undefined
    const secure = await start({ https: true })
    expect((await fetch(`${secure}/api/health`)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  test('the pages carry the security headers too, the not-found page included', async () => {
    const clientRoot = mkdtempSync(join(tmpdir(), 'senseahead-pages-'))
    writeFileSync(join(clientRoot, 'index.html'), '<!DOCTYPE html><title>Home</title>')
    writeFileSync(join(clientRoot, '404.html'), '<!DOCTYPE html><title>Page Not Found</title>')
    const site = await serveApp(createSiteApp({ clientRoot, db: store.db, config: TEST_APP_CONFIG }))
    try {
      for (const [path, status] of [['/', 200], ['/no-such-page', 404]] as const) {
        const response = await fetch(`${site.baseUrl}${path}`)
        expect(response.status).toBe(status)
        expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self';/)
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
        expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      }
    } finally {
      await site.close()
      rmSync(clientRoot, { recursive: true, force: true })
    }
  })

  test('a failing store answers 500 without details', async () => {
    const broken = await kind.create()
    await broken.db.schema.dropTable('mail_outbox').execute()
    await broken.db.schema.dropTable('submissions').execute()
    const app = await serveApp(createSiteApp({ db: broken.db, config: TEST_APP_CONFIG }))
    try {
      const response = await fetch(`${app.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SAMPLE_SUBMISSIONS.contact) })
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({ message: 'Internal server error' })
    } finally {
      await app.close()
      await broken.remove()
    }
  })
})
