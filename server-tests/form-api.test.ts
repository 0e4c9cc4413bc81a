import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { FORM_DEFINITIONS, FORM_NAMES, type FormName } from '#api/forms/form-definitions.server.ts'
import { formTokens, TOKEN_LIFETIME_MS } from '#api/forms-intake/form-tokens.server.ts'
import { MAX_BODY_BYTES } from '#api/forms-intake/read-json-body.server.ts'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import { FORM_TOKEN_PATH, SPAM_SIGNALS } from '#lib/forms/spam-signals.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { TEST_STORE_KINDS, type TestStore, type TestStoreKind } from '#api/testing/test-stores.ts'
import { expectStillServing } from './support/expect-still-serving.ts'
import { startSite, type LogEntry, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'

const INVALID_FIELDS_MESSAGE = 'Please correct the highlighted fields and try again.'
const KEY_REUSED_MESSAGE = 'This submission was already sent with different answers. Please reload the page and send it again.'

/** The running server (`npm start`) and the store it was started on. */
interface Served {
  site: StartedSite
  store: TestStore
}

/** Starts the real server, configured by `env`, on `store`. */
function startOn(store: TestStore, env: Record<string, string>): Promise<StartedSite> {
  return startSite({ dataDir: store.location.dataDir, env: { DATABASE_URL: store.location.databaseUrl ?? '', ...env } })
}

/** A store of its own and the real server on it. */
async function serve(kind: TestStoreKind, env: Record<string, string>): Promise<Served> {
  const store = await kind.create()
  try {
    return { site: await startOn(store, env), store }
  } catch (error) {
    await store.remove()
    throw error
  }
}

/**
 * Every /api answer, whatever its status, must tell browsers and proxies not to keep it: each
 * answer the tests get through here is checked for it.
 */
async function call(site: StartedSite, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${site.baseUrl}${path}`, init)
  expect(response.headers.get('cache-control'), `Cache-Control of ${init.method ?? 'GET'} ${path} (${response.status})`).toBe('no-store')
  return response
}

function post(site: StartedSite, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(site, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** A form token for `form`, as the browser fetches one when the visitor starts on it. */
async function formToken(site: StartedSite, form: FormName): Promise<string> {
  const response = await call(site, formTokenPath(form))
  expect(response.status).toBe(200)
  const { token } = await response.json()
  expect(token).toEqual(expect.any(String))
  return token
}

/** The form's own fields of its sample submission, without whatever spam signals the sample carries. */
function fieldsOf(form: FormName): Record<string, unknown> {
  const own = new Set(Object.keys(FORM_DEFINITIONS[form].schema.def.shape))
  return Object.fromEntries(Object.entries(SAMPLE_SUBMISSIONS[form]).filter(([name]) => own.has(name)))
}

/** What a browser sends beside a person's fields: the hidden field left empty, and a form token fetched just now. */
async function spamSignals(site: StartedSite, form: FormName): Promise<Record<string, unknown>> {
  return { [SPAM_SIGNALS.honeypot]: '', [SPAM_SIGNALS.formToken]: await formToken(site, form) }
}

/** What a browser sends for a person who filled in `form`, with `overrides` on top. */
async function browserBody(site: StartedSite, form: FormName, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return { ...fieldsOf(form), ...(await spamSignals(site, form)), ...overrides }
}

/** Waits for a log line printed after `from` (an index into `site.logs`) that matches. */
async function waitForLog(site: StartedSite, from: number, matches: (entry: LogEntry) => boolean): Promise<void> {
  const found = await waitUntil(() => site.logs.slice(from).some(matches), 10_000, 20)
  expect(found, `no matching log line:\n${site.stderr.slice(-20).join('\n')}`).toBe(true)
}

/**
 * Where the server's output stands once everything logged for earlier requests has arrived. Log
 * lines come through a pipe, a little after the answers: waiting for the line of a request sent
 * now, which the server printed after all earlier ones, marks where they end.
 */
async function logMark(site: StartedSite): Promise<{ logs: number; stderr: number }> {
  const from = site.logs.length
  // Logged by its route, /api/:unknown, as no other request of these tests is.
  expect((await call(site, '/api/log-mark')).status).toBe(404)
  await waitForLog(site, from, (entry) => entry.event === 'request_failed' && entry.path === '/api/:unknown')
  return { logs: site.logs.length, stderr: site.stderr.length }
}

/** The directives of a Content-Security-Policy, each with its sources. */
function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/** The headers every answer carries, pages and API alike, whatever else the policies come to hold. */
function expectSecurityHeaders(response: Response) {
  const csp = cspDirectives(response.headers.get('content-security-policy'))
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('script-src')).toContain("'self'")
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  const permissions = (response.headers.get('permissions-policy') ?? '').split(',').map((feature) => feature.trim())
  expect(permissions).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()']))
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
}

/** How many seconds HSTS asks browsers to remember, or undefined without a max-age. */
function hstsMaxAge(header: string | null): number | undefined {
  const match = /(?:^|;)\s*max-age=(\d+)\s*(?:;|$)/i.exec(header ?? '')
  return match ? Number(match[1]) : undefined
}

let clientCount = 0
/**
 * A client address of its own (from a range kept for documentation) for a test on a server behind
 * a trusted proxy: the rate limit keeps a budget per client, so no test spends another's.
 */
const newClient = () => `198.51.100.${++clientCount}`

describe.each(TEST_STORE_KINDS)('The form API of the running server on $name', (kind) => {
  const sharedLimits = kind.name === 'PostgreSQL'
  /** Room for every test's submissions, and a form may be sent as soon as it is open. */
  let main: Served
  /**
   * Behind one TLS-terminating proxy, as in production, with tight limits: three submissions a
   * minute per client, and a form sent within 2 s of opening is likely spam.
   */
  let proxied: Served
  /** Reached directly, three submissions a minute: all its requests come from one client. */
  let direct: Served
  /** A second server like `proxied` on its store, where servers share their limits (PostgreSQL). */
  let proxiedTwin: StartedSite | undefined
  /** A store that a test breaks under its server. */
  let broken: Served
  /** Contact form tokens from `proxied`, each for one test, old enough to pass its fill time once issuedBy is 2 s ago. */
  let agedTokens: { tokens: string[]; issuedBy: number }
  /** A token of agedTokens, old enough by now: each buys one submission. */
  const agedToken = async () => {
    await waitUntil(() => Date.now() >= agedTokens.issuedBy + 2000, 5000)
    return agedTokens.tokens.pop()!
  }

  const servers = () => [main?.site, proxied?.site, direct?.site, proxiedTwin, broken?.site].filter((site): site is StartedSite => site !== undefined)

  const proxiedEnv = { TRUST_PROXY: '1', HTTPS: 'true', RATE_LIMIT_PER_MINUTE: '3', MIN_FILL_SECONDS: '2' }
  beforeAll(async () => {
    // Started side by side; each is kept as soon as it runs, so that afterAll stops every one that
    // started even when another did not.
    const started = await Promise.allSettled([
      serve(kind, { RATE_LIMIT_PER_MINUTE: '1000', MIN_FILL_SECONDS: '0' }).then((served) => (main = served)),
      serve(kind, proxiedEnv).then((served) => (proxied = served)),
      serve(kind, { RATE_LIMIT_PER_MINUTE: '3', MIN_FILL_SECONDS: '0' }).then((served) => (direct = served)),
      serve(kind, { RATE_LIMIT_PER_MINUTE: '1000', MIN_FILL_SECONDS: '0' }).then((served) => (broken = served)),
    ])
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    if (sharedLimits) proxiedTwin = await startOn(proxied.store, proxiedEnv)
    agedTokens = { tokens: await Promise.all(Array.from({ length: 5 }, () => formToken(proxied.site, 'contact'))), issuedBy: Date.now() }
  })
  // Whatever a test sends, no server may go down.
  afterEach(() => {
    for (const site of servers()) expect(site.alive(), `a server exited:\n${site.stderr.slice(-20).join('\n')}`).toBe(true)
  })
  afterAll(async () => {
    await Promise.all(servers().map((site) => site.remove()))
    await Promise.all([main, proxied, direct, broken].filter((served) => served !== undefined).map((served) => served.store.remove()))
  })

  const storedRow = (served: Served, id: string) => served.store.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst()
  const submissionCount = async () =>
    Number(
      (
        await main.store.db
          .selectFrom('submissions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )

  test('the health check answers 200 with JSON', async () => {
    const response = await call(main.site, '/api/health')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ ok: true })
  })

  test.each(FORM_NAMES)('a valid %s submission is stored and acknowledged with 201 and its id', async (form) => {
    const response = await post(main.site, `/api/${form}`, await browserBody(main.site, form))
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    const row = await storedRow(main, body.id)
    expect(row).toMatchObject({ form, spam: 0 })
    // Only the form's fields are kept: the spam signals are not.
    expect(JSON.parse(row!.data)).toEqual(fieldsOf(form))
  })

  test.each([
    [
      'contact',
      { name: 'A', email: 'nope', subject: 'weather', message: 'hi' },
      {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        subject: 'Please select a subject.',
        message: 'Message must be at least 10 characters.',
      },
    ],
    [
      'community-signup',
      { name: '', email: '', role: 'Boss' },
      { name: 'Name must be at least 2 characters', email: 'Please enter a valid email address', role: 'Please select your role' },
    ],
    ['advisor-signup', { name: 'Al', email: 'al@example.org' }, { role: 'Please select your role' }],
    [
      'student-ambassador-signup',
      { name: 'Sam', email: 'sam@example.org', school: 'S', grade: '13th', interests: 'x', experience: 'x', motivation: 'x' },
      {
        school: 'School name is required',
        grade: 'Please select your grade level',
        interests: 'Please describe your interests (minimum 10 characters)',
        experience: 'Please describe any relevant experience (minimum 10 characters)',
        motivation: 'Please tell us why you want to be a student ambassador (minimum 10 characters)',
      },
    ],
    [
      'play-signup',
      { ...fieldsOf('play-signup'), parentConsent: undefined, childName: ' ' },
      {
        childName: 'Required',
        parentConsent: "Please confirm that you are the child's parent or guardian",
      },
    ],
    ['volunteer-signup', { name: 'Vic', email: 'vic@example.org' }, { availability: 'Required', preferredGames: 'Required' }],
  ] as const)('an invalid %s submission gets 400 naming each bad field and is not stored', async (form, fields, errors) => {
    const before = await submissionCount()
    const response = await post(main.site, `/api/${form}`, { ...(await spamSignals(main.site, form)), ...fields })
    expect(response.status).toBe(400)
    const { unknownFields = 0, ...answer } = await response.json()
    expect(answer).toEqual({ message: INVALID_FIELDS_MESSAGE, errors })
    expect(unknownFields).toBe(0)
    expect(await submissionCount()).toBe(before)
  })

  test.each([
    ['a line break', 'Ada Lovelace\r\nId: 00000000-0000-0000-0000-000000000000', 'Name must be on one line, without special characters.'],
    ['only zero-width characters', '\u200B\u200C\u200D\uFEFF', 'Name must be at least 2 characters.'],
  ])('a name with %s gets 400 with the name field’s message and is not stored', async (_label, name, message) => {
    const before = await submissionCount()
    const response = await post(main.site, '/api/contact', await browserBody(main.site, 'contact', { name }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: INVALID_FIELDS_MESSAGE, errors: { name: message } })
    expect(await submissionCount()).toBe(before)
  })

  test.each([
    ['alone', { role: 'admin' }, {}, 1],
    ['beside a bad field of the form', { email: 'nope', role: 'admin', isAdmin: true }, { email: 'Please enter a valid email address.' }, 2],
  ])('unknown fields %s get 400 that counts them, naming them neither in the answer nor in the log', async (_label, extra, errors, count) => {
    const unknownNames = Object.keys(extra).filter((name) => !(name in FORM_DEFINITIONS.contact.schema.def.shape))
    expect(unknownNames).toHaveLength(count)
    const before = await submissionCount()
    const body = await browserBody(main.site, 'contact', extra)
    const since = await logMark(main.site)
    const response = await post(main.site, '/api/contact', body)
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ message: INVALID_FIELDS_MESSAGE, errors, unknownFields: count })
    for (const name of unknownNames) expect(text).not.toContain(name)
    expect(await submissionCount()).toBe(before)
    await waitForLog(main.site, since.logs, (entry) => entry.event === 'request_failed' && entry.status === 400)
    const lines = [...main.site.logs.slice(since.logs).map((entry) => JSON.stringify(entry)), ...main.site.stderr.slice(since.stderr)]
    for (const name of unknownNames) expect(lines.filter((line) => line.includes(name))).toEqual([])
  })

  test.each([
    ['not JSON', '{"name":', 'The request body is not valid JSON'],
    ['not an object', '[1,2]', INVALID_FIELDS_MESSAGE],
    ['null', 'null', INVALID_FIELDS_MESSAGE],
    ['deeply nested', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, INVALID_FIELDS_MESSAGE],
    ['a prototype key', '{"__proto__":{"isAdmin":true},"name":"Ada"}', INVALID_FIELDS_MESSAGE],
    [
      'of the wrong types',
      `{"name":["Ada"],"email":42,"subject":{},"message":null,"newsletter":"yes","${SPAM_SIGNALS.honeypot}":7,"${SPAM_SIGNALS.formToken}":12000}`,
      INVALID_FIELDS_MESSAGE,
    ],
  ])('a body that is %s gets 400', async (_label, body, message) => {
    const response = await post(main.site, '/api/contact', body)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(message)
  })

  test.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('a %s body gets 415', async (type) => {
    const response = await post(main.site, '/api/contact', JSON.stringify(await browserBody(main.site, 'contact')), { 'content-type': type })
    expect(response.status).toBe(415)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
  })

  test('JSON with a charset is accepted', async () => {
    const response = await post(main.site, '/api/contact', await browserBody(main.site, 'contact'), { 'content-type': 'application/json; charset=utf-8' })
    expect(response.status).toBe(201)
  })

  test.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s gets 405 with Allow: POST', async (method) => {
    const response = await call(main.site, '/api/community-signup', { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  test('an unknown API address gets a JSON 404', async () => {
    const response = await post(main.site, '/api/newsletter', {})
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
    const response = await post(main.site, '/api/volunteer-signup', await browserBody(main.site, 'volunteer-signup'), headers)
    expect(response.status).toBe(status)
  })

  test('a request whose Origin is this host is accepted', async () => {
    const response = await post(main.site, '/api/volunteer-signup', await browserBody(main.site, 'volunteer-signup'), { origin: main.site.baseUrl })
    expect(response.status).toBe(201)
  })

  test('a body over 32 KB announced by Content-Length gets 413', async () => {
    const response = await post(main.site, '/api/contact', await browserBody(main.site, 'contact', { message: 'x'.repeat(33 * 1024) }))
    expect(response.status).toBe(413)
  })

  test('a chunked body over 32 KB without Content-Length gets 413 while it is being read, and the server goes on', async () => {
    let answered = false
    const outgoing = request(`${main.site.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      signal: AbortSignal.timeout(10_000),
    })
    const response = new Promise<{ status: number; cacheControl: string | undefined }>((resolve, reject) => {
      outgoing.on('response', (incoming) => {
        answered = true
        incoming.resume()
        resolve({ status: incoming.statusCode!, cacheControl: incoming.headers['cache-control'] })
      })
      outgoing.on('error', reject)
    })
    // Just over the limit in 1 KB chunks, each handed to the connection before the next, and never
    // the body's end: an answer can only come while the body is still being read.
    let written = 1
    outgoing.write('[')
    while (!answered && written <= MAX_BODY_BYTES) {
      const chunk = `"${'x'.repeat(1020)}",`
      await new Promise((resolve) => outgoing.write(chunk, resolve))
      written += chunk.length
    }
    const { status, cacheControl } = await response
    outgoing.destroy()
    expect(status).toBe(413)
    expect(cacheControl).toBe('no-store')
    // Neither the refusal nor the body cut off mid-stream may take the process down.
    await expectStillServing(main.site)
  })

  test('more than RATE_LIMIT_PER_MINUTE submissions in a minute get 429 with Retry-After, whichever forms they go to', async () => {
    const client = { 'x-forwarded-for': newClient() }
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post(proxied.site, '/api/advisor-signup', await browserBody(proxied.site, 'advisor-signup'), client)).status).toBe(201)
    }
    const refused = await post(proxied.site, '/api/advisor-signup', await browserBody(proxied.site, 'advisor-signup'), client)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // A client has one budget for all the forms: another form does not open a new one.
    expect((await post(proxied.site, '/api/community-signup', await browserBody(proxied.site, 'community-signup'), client)).status).toBe(429)
  })

  test('behind a trusted proxy the limit counts each forwarded client apart', async () => {
    const [first, second] = [newClient(), newClient()]
    const send = async (client: string) => (await post(proxied.site, '/api/contact', await browserBody(proxied.site, 'contact'), { 'x-forwarded-for': client })).status
    for (let attempt = 0; attempt < 3; attempt++) expect(await send(first)).toBe(201)
    expect(await send(second)).toBe(201)
    expect(await send(first)).toBe(429)
  })

  test('without a trusted proxy X-Forwarded-For is ignored', async () => {
    const send = async (forwarded: string) => (await post(direct.site, '/api/contact', await browserBody(direct.site, 'contact'), { 'x-forwarded-for': forwarded })).status
    // Each claims another client, but all come from the one address the connection comes from.
    for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect(await send(forwarded)).toBe(201)
    expect(await send('203.0.113.4')).toBe(429)
  })

  // With SQLite only one server process uses the store, and it keeps the limits in its memory.
  test.runIf(sharedLimits)('a rate limit is shared by the server processes on one store', async () => {
    const client = { 'x-forwarded-for': newClient() }
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post(proxied.site, '/api/contact', await browserBody(proxied.site, 'contact'), client)).status).toBe(201)
    }
    expect((await post(proxiedTwin!, '/api/contact', await browserBody(proxiedTwin!, 'contact'), client)).status).toBe(429)
  })

  test('a submission sent with the hidden field empty from a form open long enough is not flagged as spam', async () => {
    const response = await post(proxied.site, '/api/contact', await browserBody(proxied.site, 'contact', { [SPAM_SIGNALS.formToken]: await agedToken() }), {
      'x-forwarded-for': newClient(),
    })
    expect(response.status).toBe(201)
    expect((await storedRow(proxied, (await response.json()).id))?.spam).toBe(0)
  })

  test.each([
    ['the hidden field is filled in', async () => ({ [SPAM_SIGNALS.honeypot]: 'https://spam.example', [SPAM_SIGNALS.formToken]: await agedToken() })],
    // A token fetched just before sending: the form was open for mere milliseconds.
    ['the form was sent too fast', async () => ({})],
    ['the form token is missing', async () => ({ [SPAM_SIGNALS.formToken]: undefined })],
  ])('a submission is stored flagged as spam when %s', async (_label, signals) => {
    const overrides = await signals()
    await waitUntil(() => Date.now() >= agedTokens.issuedBy + 2000, 5000)
    const response = await post(proxied.site, '/api/contact', await browserBody(proxied.site, 'contact', overrides), { 'x-forwarded-for': newClient() })
    expect(response.status).toBe(201)
    expect((await storedRow(proxied, (await response.json()).id))?.spam).toBe(1)
  })

  test('a flagged submission is stored with why: a missing, forged, expired or already used token, a filled hidden field, a form sent too fast', async () => {
    // The server's own key, from its store, signs a token issued two days ago: genuine, but expired.
    const { value: secret } = await main.store.db.selectFrom('site_secrets').select('value').where('name', '=', 'form-token').executeTakeFirstOrThrow()
    const expired = formTokens(secret).issue('contact', Date.now() - 2 * TOKEN_LIFETIME_MS)
    const used = await formToken(main.site, 'contact')
    expect((await post(main.site, '/api/contact', await browserBody(main.site, 'contact', { [SPAM_SIGNALS.formToken]: used }))).status).toBe(201)
    const cases: [Record<string, unknown>, string[], Served][] = [
      [{ [SPAM_SIGNALS.formToken]: undefined }, ['token-missing'], main],
      [{ [SPAM_SIGNALS.formToken]: `${Date.now()}.${'a'.repeat(22)}.${'b'.repeat(43)}` }, ['token-forged'], main],
      [{ [SPAM_SIGNALS.formToken]: await formToken(main.site, 'community-signup') }, ['token-forged'], main],
      [{ [SPAM_SIGNALS.formToken]: expired }, ['token-expired'], main],
      [{ [SPAM_SIGNALS.formToken]: used, message: 'The same token a second time.' }, ['token-used'], main],
      [{ [SPAM_SIGNALS.honeypot]: 'https://spam.example', [SPAM_SIGNALS.formToken]: undefined }, ['hidden-field-filled', 'token-missing'], main],
      // A token fetched just before sending, on a server that wants 2 s.
      [{}, ['too-young'], proxied],
      [{ [SPAM_SIGNALS.formToken]: await agedToken() }, [], proxied],
    ]
    for (const [overrides, reasons, served] of cases) {
      const response = await post(served.site, '/api/contact', await browserBody(served.site, 'contact', overrides), { 'x-forwarded-for': newClient() })
      expect(response.status).toBe(201)
      const row = await storedRow(served, (await response.json()).id)
      expect({ spam: row?.spam, reasons: JSON.parse(row?.spam_reasons ?? 'null') }, JSON.stringify(overrides)).toEqual({ spam: reasons.length > 0 ? 1 : 0, reasons })
    }
  })

  test('a form token is for the form it was asked for: on another form the submission is stored flagged as likely spam', async () => {
    const token = await formToken(main.site, 'community-signup')
    const elsewhere = await post(main.site, '/api/contact', await browserBody(main.site, 'contact', { [SPAM_SIGNALS.formToken]: token }))
    expect(elsewhere.status).toBe(201)
    expect((await storedRow(main, (await elsewhere.json()).id))?.spam).toBe(1)
    // Not spent there: it still buys a submission on its own form.
    const own = await post(main.site, '/api/community-signup', await browserBody(main.site, 'community-signup', { [SPAM_SIGNALS.formToken]: token }))
    expect((await storedRow(main, (await own.json()).id))?.spam).toBe(0)
  })

  test('a form token buys one submission: sent again, from other clients behind the proxy, each further one is stored flagged as likely spam', async () => {
    const token = await agedToken()
    const spam: number[] = []
    for (let sent = 0; sent < 5; sent++) {
      const body = await browserBody(proxied.site, 'contact', { [SPAM_SIGNALS.formToken]: token, message: `Message number ${sent} sent with one token.` })
      const response = await post(proxied.site, '/api/contact', body, { 'x-forwarded-for': newClient() })
      expect(response.status).toBe(201)
      spam.push((await storedRow(proxied, (await response.json()).id))!.spam)
    }
    expect(spam).toEqual([0, 1, 1, 1, 1])
  })

  test('one form token on many submissions at once: exactly one is not flagged', async () => {
    const token = await formToken(main.site, 'contact')
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, sent) =>
        post(main.site, '/api/contact', { ...fieldsOf('contact'), [SPAM_SIGNALS.formToken]: token, message: `Sent at once, number ${sent}.` }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201))
    const rows = await Promise.all(answers.map(async (answer) => storedRow(main, (await answer.json()).id)))
    expect(rows.map((row) => row!.spam).sort()).toEqual([0, 1, 1, 1, 1, 1, 1, 1])
  })

  // With SQLite only one server process uses the store.
  test.runIf(sharedLimits)('one form token sent to two server processes on one store at once: exactly one is not flagged', async () => {
    const token = await agedToken()
    const answers = await Promise.all(
      [proxied.site, proxiedTwin!, proxied.site, proxiedTwin!].map((site, sent) =>
        post(site, '/api/contact', { ...fieldsOf('contact'), [SPAM_SIGNALS.formToken]: token, message: `Sent to two servers, number ${sent}.` }, { 'x-forwarded-for': newClient() }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201])
    const rows = await Promise.all(answers.map(async (answer) => storedRow(proxied, (await answer.json()).id)))
    expect(rows.map((row) => row!.spam).sort()).toEqual([0, 1, 1, 1])
  })

  test('a retry under the Idempotency-Key of a submission keeps its token and its verdict', async () => {
    const body = await browserBody(main.site, 'contact')
    const key = randomUUID()
    const first = await post(main.site, '/api/contact', body, { 'idempotency-key': key })
    const again = await post(main.site, '/api/contact', body, { 'idempotency-key': key })
    const { id } = await first.json()
    expect((await again.json()).id).toBe(id)
    expect((await storedRow(main, id))?.spam).toBe(0)
  })

  test.each(['', '?form=', '?form=newsletter', '?form=constructor'])('a form token asked for without a form of the site (%s) gets 400', async (query) => {
    const response = await call(main.site, `${FORM_TOKEN_PATH}${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })

  test('every answer carries the security headers; HSTS and the upgrade of insecure requests only when served over HTTPS', async () => {
    const answers = [
      await post(main.site, '/api/contact', 'not json'),
      await call(main.site, '/api/health'),
      await post(main.site, '/api/contact', await browserBody(main.site, 'contact')),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([400, 200, 201])
    for (const answer of answers) {
      expectSecurityHeaders(answer)
      expect(answer.headers.get('strict-transport-security')).toBeNull()
      // Over plain HTTP there is nothing to upgrade to.
      expect(cspDirectives(answer.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(false)
    }

    const secure = await call(proxied.site, '/api/health')
    expect(secure.status).toBe(200)
    expectSecurityHeaders(secure)
    expect(cspDirectives(secure.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true)
    const hsts = secure.headers.get('strict-transport-security')
    expect(hstsMaxAge(hsts)).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
    expect(hsts).toMatch(/(?:^|;)\s*includeSubDomains\s*(?:;|$)/i)
  })

  test('the pages carry the security headers too, the not-found page included', async () => {
    for (const [path, status] of [
      ['/', 200],
      [`/no-such-page-${randomUUID()}`, 404],
    ] as const) {
      const response = await fetch(`${main.site.baseUrl}${path}`)
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expectSecurityHeaders(response)
    }
  })

  test('a submission sent again with the same Idempotency-Key gets the first id and stores nothing new, on every form', async () => {
    for (const form of FORM_NAMES) {
      const key = randomUUID()
      const body = await browserBody(main.site, form)
      const before = await submissionCount()
      const first = await post(main.site, `/api/${form}`, body, { 'idempotency-key': key })
      // A retry: the browser lost the first answer and sends the same thing again, a second time at once.
      const [again, alsoAgain] = await Promise.all([
        post(main.site, `/api/${form}`, body, { 'idempotency-key': key }),
        post(main.site, `/api/${form}`, body, { 'idempotency-key': `"${key}"` }),
      ])
      expect([first.status, again.status, alsoAgain.status]).toEqual([201, 201, 201])
      const { id } = await first.json()
      expect((await again.json()).id).toBe(id)
      expect((await alsoAgain.json()).id).toBe(id)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(await submissionCount()).toBe(before + 1)
    }
  })

  test('an Idempotency-Key sent again with other answers, or to another form, gets 422 with a sentence and stores nothing', async () => {
    const key = randomUUID()
    expect((await post(main.site, '/api/contact', await browserBody(main.site, 'contact'), { 'idempotency-key': key })).status).toBe(201)
    const before = await submissionCount()
    const answers = [
      await post(main.site, '/api/contact', await browserBody(main.site, 'contact', { message: 'Another message under the key of the first.' }), { 'idempotency-key': key }),
      await post(main.site, '/api/community-signup', await browserBody(main.site, 'community-signup'), { 'idempotency-key': key }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(422)
      expect(answer.headers.get('idempotent-replayed')).toBeNull()
      expect(await answer.json()).toEqual({ message: KEY_REUSED_MESSAGE })
    }
    expect(await submissionCount()).toBe(before)
  })

  test('two different submissions sent at once under one Idempotency-Key: one is stored, the other gets 422', async () => {
    const key = randomUUID()
    const before = await submissionCount()
    const answers = await Promise.all(
      ['The first of two at once.', 'The second of two at once.'].map(async (message) =>
        post(main.site, '/api/contact', await browserBody(main.site, 'contact', { message }), { 'idempotency-key': key }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect(await submissionCount()).toBe(before + 1)
  })

  test('submissions with different keys, or none, are each stored', async () => {
    const before = await submissionCount()
    const body = await browserBody(main.site, 'contact')
    const answers = await Promise.all([
      post(main.site, '/api/contact', body, { 'idempotency-key': randomUUID() }),
      post(main.site, '/api/contact', body, { 'idempotency-key': randomUUID() }),
      post(main.site, '/api/contact', body),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).id))).size).toBe(3)
    expect(await submissionCount()).toBe(before + 3)
  })

  test.each(['short', 'has spaces in it', 'x'.repeat(101), 'ünïcödé-key-1234'])('an Idempotency-Key of the wrong shape (%s) gets 400 and stores nothing', async (key) => {
    const before = await submissionCount()
    const response = await post(main.site, '/api/contact', await browserBody(main.site, 'contact'), { 'idempotency-key': key })
    expect(response.status).toBe(400)
    expect(await submissionCount()).toBe(before)
  })

  test('a failing store answers 500 without details', async () => {
    const body = await browserBody(broken.site, 'contact')
    await broken.store.db.schema.dropTable('mail_outbox').execute()
    await broken.store.db.schema.dropTable('submissions').execute()
    const response = await post(broken.site, '/api/contact', body)
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error' })
    // Nothing of the failed statement reaches the visitor.
    expect(text).not.toMatch(/submissions|mail_outbox|insert|table|relation|sqlite|postgres/i)
  })
})
