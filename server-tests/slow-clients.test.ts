import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { connectRaw } from './support/connect-raw.ts'
import { errorOutput } from './support/error-output.ts'
import { expectStillServing } from './support/expect-still-serving.ts'
import { httpRequest } from './support/http-request.ts'
import { sendSlowly } from './support/send-slowly.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'

/**
 * Clients that hold connections open without finishing a request (slow networks, or an attack that
 * exhausts connections this way) are cut after the configured limits, and others still get served.
 * Times are measured on this side, so each limit gets a second of slack below (Node checks the
 * limits once a second) and three above (a loaded machine).
 */

const SECOND = 1000
const JSON_TYPE = { 'Content-Type': 'application/json' }
const body = JSON.stringify(SAMPLE_SUBMISSIONS.contact)
/** More bytes than any limit lets through at one a second, so the server, not the end of the data, ends the exchange. */
const slowHeaders = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(60)}\r\n\r\n`

/** What a cut connection received: nothing, or a 408 and nothing else. */
function expectCutWithNothingOr408(received: Buffer) {
  expect(received.length === 0 || /^HTTP\/1\.1 408 /.test(received.toString('latin1')), received.toString('latin1').slice(0, 100)).toBe(true)
}

/** Sends `request` slowly from its `fastPrefix` on; resolves with the time from the first byte to the server's close. */
async function timeUntilCut(port: number, request: string, { fastPrefix = '', intervalMs = SECOND } = {}) {
  const connection = connectRaw(port)
  await connection.connected
  const startedAt = performance.now()
  await connection.write(fastPrefix)
  await sendSlowly(connection, request.slice(fastPrefix.length), intervalMs)
  const closed = connection.isClosed()
  const closedAt = (await connection.waitForClose(5 * SECOND)) ? await connection.closed : Number.NaN
  connection.destroy()
  return { closed, elapsedMs: closedAt - startedAt, received: connection.received() }
}

describe('With the default limits', () => {
  let site: StartedSite
  beforeAll(async () => {
    site = await startSite()
  })
  afterAll(async () => {
    await site?.remove()
  })

  describe.concurrent('side by side', () => {
    test('a client that sends its headers one byte a second is cut near HEADERS_TIMEOUT_SECONDS (10 s)', { timeout: 40 * SECOND }, async ({ expect }) => {
      const { closed, elapsedMs, received } = await timeUntilCut(site.port, slowHeaders)
      expect(closed, 'the server never cut the connection').toBe(true)
      expect(elapsedMs).toBeGreaterThanOrEqual(9 * SECOND)
      expect(elapsedMs).toBeLessThanOrEqual(13 * SECOND)
      expectCutWithNothingOr408(received)
    })

    test('an idle keep-alive connection is closed after about KEEP_ALIVE_TIMEOUT_SECONDS (5 s)', { timeout: 30 * SECOND }, async ({ expect }) => {
      const connection = connectRaw(site.port)
      await connection.connected
      await connection.write(httpRequest({ path: '/api/health' }))
      const [response] = await connection.waitForResponses(1, 5 * SECOND)
      const answeredAt = performance.now()
      expect(response?.status).toBe(200)
      expect(response?.headers.connection).not.toBe('close')
      const closed = await connection.waitForClose(15 * SECOND)
      connection.destroy()
      expect(closed, 'the idle connection was never closed').toBe(true)
      const idleMs = (await connection.closed) - answeredAt
      expect(idleMs).toBeGreaterThanOrEqual(4 * SECOND)
      expect(idleMs).toBeLessThanOrEqual(8 * SECOND)
    })
  })

  test('the server lives on and reported no error', async () => {
    await expectStillServing(site)
    expect(errorOutput(site)).toEqual([])
  })
})

describe('With short limits (HEADERS_TIMEOUT_SECONDS=3, REQUEST_TIMEOUT_SECONDS=6, MAX_CONNECTIONS=50)', () => {
  const HEADERS_S = 3
  const REQUEST_S = 6
  const MAX_CONNECTIONS = 50
  let site: StartedSite
  beforeAll(async () => {
    site = await startSite({
      env: {
        HEADERS_TIMEOUT_SECONDS: String(HEADERS_S),
        REQUEST_TIMEOUT_SECONDS: String(REQUEST_S),
        MAX_CONNECTIONS: String(MAX_CONNECTIONS),
        RATE_LIMIT_PER_MINUTE: '1000000',
      },
    })
  })
  afterAll(async () => {
    await site?.remove()
  })

  describe.concurrent('side by side', () => {
    test('a client that sends its headers one byte a second is cut near HEADERS_TIMEOUT_SECONDS', async ({ expect }) => {
      const { closed, elapsedMs, received } = await timeUntilCut(site.port, slowHeaders)
      expect(closed, 'the server never cut the connection').toBe(true)
      expect(elapsedMs).toBeGreaterThanOrEqual((HEADERS_S - 1) * SECOND)
      expect(elapsedMs).toBeLessThanOrEqual((HEADERS_S + 3) * SECOND)
      expectCutWithNothingOr408(received)
    })

    test('a client that sends its body one byte a second is cut near REQUEST_TIMEOUT_SECONDS', async ({ expect }) => {
      const head = httpRequest({ method: 'POST', path: '/api/contact', headers: JSON_TYPE, body }).toString()
      const headersEnd = head.indexOf('\r\n\r\n') + 4
      const { closed, elapsedMs, received } = await timeUntilCut(site.port, head, { fastPrefix: head.slice(0, headersEnd) })
      expect(closed, 'the server never cut the connection').toBe(true)
      expect(elapsedMs).toBeGreaterThanOrEqual((REQUEST_S - 1) * SECOND)
      expect(elapsedMs).toBeLessThanOrEqual((REQUEST_S + 3) * SECOND)
      expectCutWithNothingOr408(received)
    })

    test('a client that declares a longer body than it sends, then idles, is cut near REQUEST_TIMEOUT_SECONDS', async ({ expect }) => {
      const connection = connectRaw(site.port)
      await connection.connected
      const startedAt = performance.now()
      await connection.write(httpRequest({ method: 'POST', path: '/api/contact', headers: { ...JSON_TYPE, 'Content-Length': String(body.length * 2) }, body }))
      const closed = await connection.waitForClose((REQUEST_S + 8) * SECOND)
      connection.destroy()
      expect(closed, 'the server never cut the connection').toBe(true)
      const elapsedMs = (await connection.closed) - startedAt
      expect(elapsedMs).toBeGreaterThanOrEqual((REQUEST_S - 1) * SECOND)
      expect(elapsedMs).toBeLessThanOrEqual((REQUEST_S + 3) * SECOND)
      expectCutWithNothingOr408(connection.received())
    })
  })

  test(`with 100 idle connections open and MAX_CONNECTIONS=${MAX_CONNECTIONS}, the health check is answered once the idle ones are cut`, async () => {
    const openedAt = performance.now()
    const idle = Array.from({ length: 100 }, () => connectRaw(site.port))
    try {
      await Promise.allSettled(idle.map((connection) => connection.connected))
      const answered = async () =>
        (await fetch(`${site.baseUrl}/api/health`, { signal: AbortSignal.timeout(SECOND) }).then(
          (response) => response.status,
          () => undefined,
        )) === 200
      expect(await waitUntil(answered, 60 * SECOND, 250), 'the health check was never answered').toBe(true)
      const answeredAfterMs = performance.now() - openedAt
      expect(answeredAfterMs).toBeLessThanOrEqual((HEADERS_S + 3) * SECOND)
      // None of them sent a byte: the server lets none of them keep a connection past the headers limit.
      const deadline = openedAt + (HEADERS_S + 3) * SECOND
      await waitUntil(() => idle.every((connection) => connection.isClosed()), Math.max(0, deadline - performance.now()))
      expect(idle.filter((connection) => !connection.isClosed()).length).toBe(0)
    } finally {
      for (const connection of idle) connection.destroy()
    }
    await expectStillServing(site)
  })

  test('the server lives on and reported no error', async () => {
    await expectStillServing(site)
    expect(errorOutput(site)).toEqual([])
  })
})
