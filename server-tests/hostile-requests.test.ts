import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_BODY_BYTES } from '#api/forms-intake/read-json-body.server.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { builtPagePath } from './support/built-page-path.ts'
import { chunkedBody } from './support/chunked-body.ts'
import { connectRaw } from './support/connect-raw.ts'
import { errorOutput } from './support/error-output.ts'
import { expectApiErrorAnswer } from './support/expect-api-error-answer.ts'
import { expectStillServing } from './support/expect-still-serving.ts'
import { httpRequest } from './support/http-request.ts'
import { rawRequest } from './support/raw-request.ts'
import { requestsInProgress } from './support/requests-in-progress.ts'
import { sendSlowly } from './support/send-slowly.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'

/**
 * Requests no browser sends, each aimed at a way the server could fall over: every one must be
 * refused with a 4xx (or, where HTTP leaves nothing to answer, the connection closed) and the
 * process must go on serving. Most go over raw sockets, because fetch() refuses to send them.
 */

let site: StartedSite
beforeAll(async () => {
  // The per-minute limit would otherwise answer 429 before the shapes under test are even read.
  site = await startSite({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
})
afterAll(async () => {
  await site?.remove()
})

const JSON_TYPE = { 'Content-Type': 'application/json' }
const contact = SAMPLE_SUBMISSIONS.contact
const validContact = JSON.stringify(contact)

/**
 * A valid contact submission followed by `extra` (members, without braces). Last, because when a
 * key comes twice JSON.parse keeps the last one.
 */
const contactWith = (extra: string) => `${validContact.slice(0, -1)},${extra}}`

/** A contact submission whose name holds `bytes` as they are, whatever they mean in UTF-8. */
function nameWithBytes(bytes: number[]): Buffer {
  const { name: _name, ...rest } = contact
  return Buffer.concat([Buffer.from('{"name":"Ada '), Buffer.from(bytes), Buffer.from(`",${JSON.stringify(rest).slice(1)}`)])
}

const postContact = (body: string | Buffer, headers: Record<string, string> = JSON_TYPE) =>
  httpRequest({ method: 'POST', path: '/api/contact', headers: { ...headers, Connection: 'close' }, body })

async function send(request: Buffer, methods?: string[]) {
  const result = await rawRequest(site.port, request, { methods })
  expect(result.closed, 'the server did not end the exchange').toBe(true)
  return result
}

describe('The reported crashes', () => {
  const body = JSON.stringify({ ...contact, message: 'x'.repeat(40_000 - validContact.length) })

  test.each([
    { how: 'in one write', chunkSize: 4096, pauseMs: 0 },
    { how: 'chunk by chunk', chunkSize: 1024, pauseMs: 2 },
  ])('a chunked JSON body of about 40 000 bytes to /api/contact, sent $how, is refused with 413 and the server lives on', async ({ chunkSize, pauseMs }) => {
    const head = httpRequest({ method: 'POST', path: '/api/contact', headers: { ...JSON_TYPE, 'Transfer-Encoding': 'chunked' } })
    const encoded = chunkedBody(body, chunkSize)
    const connection = connectRaw(site.port)
    await connection.connected
    await connection.write(head)
    if (pauseMs === 0) await connection.write(encoded)
    else await sendSlowly(connection, encoded, pauseMs, chunkSize)
    const [response] = await connection.waitForResponses(1, 5000)
    connection.destroy()
    expectApiErrorAnswer(response, Buffer.concat([head, encoded]), 413)
    await expectStillServing(site)
  })

  const hosts = ['x:99999', 'a b', '[', 'a|b', 'exa%mple']
  test.each(hosts)('GET /api/x with Host %j is refused with a 4xx and the server lives on', async (host) => {
    const request = httpRequest({ path: '/api/x', headers: { Host: host, Connection: 'close' } })
    const { responses } = await send(request)
    expect(responses).toHaveLength(1)
    expect(responses[0]!.status).toBeGreaterThanOrEqual(400)
    expect(responses[0]!.status).toBeLessThan(500)
    await expectStillServing(site)
  })

  test.each(hosts)('a page and a valid submission with Host %j are refused with a 4xx as well', async (host) => {
    for (const request of [
      httpRequest({ path: '/', headers: { Host: host, Connection: 'close' } }),
      httpRequest({ path: builtPagePath(), headers: { Host: host, Connection: 'close' } }),
      httpRequest({ method: 'POST', path: '/api/contact', headers: { Host: host, ...JSON_TYPE, Connection: 'close' }, body: validContact }),
    ]) {
      const { responses } = await send(request)
      expect(responses.map((response) => response.status)).toEqual([expect.toSatisfy((status: number) => status >= 400 && status < 500)])
    }
    await expectStillServing(site)
  })

  // HTTP/1.1 (RFC 9112, 3.2) requires 400 for a request with more than one Host line, the same or not:
  // a proxy in front could pick one and the server the other.
  test.each([
    { what: 'two different Host headers', hosts: ['127.0.0.1', 'other.example'] },
    { what: 'the same Host header twice', hosts: ['127.0.0.1', '127.0.0.1'] },
  ])('$what are answered 400, for the API, a page and a submission', async ({ hosts }) => {
    const hostLines = hosts.map((host) => `Host: ${host}\r\n`).join('')
    const withHosts = (request: Buffer) => Buffer.from(request.toString('latin1').replace(/\r\n/, `\r\n${hostLines}`), 'latin1')
    for (const request of [
      httpRequest({ path: '/api/health', headers: { Host: null, Connection: 'close' } }),
      httpRequest({ path: '/', headers: { Host: null, Connection: 'close' } }),
      httpRequest({ path: builtPagePath(), headers: { Host: null, Connection: 'close' } }),
      httpRequest({ method: 'POST', path: '/api/contact', headers: { Host: null, ...JSON_TYPE, Connection: 'close' }, body: validContact }),
    ]) {
      const { responses } = await send(withHosts(request))
      expect(responses.map((response) => response.status)).toEqual([400])
    }
    await expectStillServing(site)
  })
})

describe('Bodies that never arrive whole', () => {
  test.each([
    {
      how: 'half a declared body',
      head: httpRequest({ method: 'POST', path: '/api/contact', headers: { ...JSON_TYPE, 'Content-Length': String(validContact.length) } }),
      part: validContact.slice(0, validContact.length / 2),
    },
    {
      how: 'half a chunked body',
      head: httpRequest({ method: 'POST', path: '/api/contact', headers: { ...JSON_TYPE, 'Transfer-Encoding': 'chunked' } }),
      part: chunkedBody(validContact, 64).subarray(0, 100),
    },
    { how: 'the headers alone', head: httpRequest({ method: 'POST', path: '/api/contact', headers: { ...JSON_TYPE, 'Content-Length': String(validContact.length) } }), part: '' },
  ])('a client that sends $how and goes away is logged as 499 at info or warn, not as an error', async ({ head, part }) => {
    const before = site.logs.length
    const connection = connectRaw(site.port)
    await connection.connected
    await connection.write(Buffer.concat([head, Buffer.from(part)]))
    // The client vanishes once the server has the request in hand and is waiting for its body.
    expect(await waitUntil(async () => (await requestsInProgress(site, 'contact')) === 1, 5000), 'the server never had the request in hand').toBe(true)
    connection.destroy()
    const logged = () => site.logs.slice(before).filter((entry) => entry.status !== undefined)
    await waitUntil(() => logged().length > 0, 3000)
    expect(logged().length, 'the abandoned request was not logged').toBeGreaterThan(0)
    for (const entry of logged()) expect({ level: entry.level, status: entry.status }).toEqual({ level: expect.stringMatching(/^(info|warn)$/), status: 499 })
    expect(site.logs.slice(before).filter((entry) => entry.level === 'error')).toEqual([])
    await expectStillServing(site)
  })
})

describe('Several requests in one write', () => {
  test('are each answered, in order, invalid ones included', async () => {
    const requests = [
      { method: 'GET', path: '/api/health', status: 200 },
      { method: 'POST', path: '/api/contact', headers: JSON_TYPE, body: validContact, status: 201 },
      { method: 'GET', path: '/api/no-such-thing', status: 404 },
      { method: 'POST', path: '/api/contact', headers: JSON_TYPE, body: '{"name": ', status: 400 },
      { method: 'POST', path: '/api/contact', headers: { 'Content-Type': 'text/plain' }, body: 'hello', status: 415 },
      { method: 'GET', path: '/api/contact', status: 405 },
      { method: 'POST', path: '/api/contact', headers: JSON_TYPE, body: contactWith('"notAField":1'), status: 400 },
      { method: 'HEAD', path: '/', status: 200 },
      { method: 'POST', path: '/api/contact', headers: JSON_TYPE, body: validContact, status: 201 },
      { method: 'GET', path: '/api/health', headers: { Connection: 'close' }, status: 200 },
    ]
    const { responses } = await send(
      Buffer.concat(requests.map(({ status: _status, ...parts }) => httpRequest(parts))),
      requests.map((request) => request.method),
    )
    expect(responses.map((response) => response.status)).toEqual(requests.map((request) => request.status))
    await expectStillServing(site)
  })

  test('are each answered, in order, before a malformed request that follows them is refused', async () => {
    // A stored submission whose 201 is lost because a later request on the connection was garbage
    // would be sent twice by a client that retries.
    const request = Buffer.concat([
      httpRequest({ path: '/api/health' }),
      httpRequest({ method: 'POST', path: '/api/contact', headers: JSON_TYPE, body: validContact }),
      httpRequest({ path: '/api/no-such-thing' }),
      Buffer.from('THIS IS NOT HTTP\r\n\r\n'),
    ])
    const { responses } = await send(request)
    expect(responses.map((response) => response.status).slice(0, 3)).toEqual([200, 201, 404])
    if (responses.length > 3) expect(responses[3]!.status).toBe(400)
    await expectStillServing(site)
  })
})

describe('Odd methods', () => {
  const targets = () => ['/', builtPagePath(), '/api/contact', '/api/health', '/api/no-such-thing']

  test.each(['PROPFIND', 'TRACE', 'FOO', 'DELETE', 'PUT', 'PATCH'])('%s on pages and on the API is answered with a 4xx', async (method) => {
    for (const path of targets()) {
      const request = httpRequest({ method, path, headers: { Connection: 'close' } })
      const { responses } = await send(request)
      expect(responses, `${method} ${path}`).toHaveLength(1)
      if (path.startsWith('/api/')) expectApiErrorAnswer(responses[0], request)
      else expect(responses[0]!.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
      expect(responses[0]!.status, `${method} ${path}`).toBeLessThan(500)
    }
    await expectStillServing(site)
  })

  test('CONNECT, which the server does not proxy, gets a 4xx or a closed connection', async () => {
    for (const target of [...targets(), `127.0.0.1:${site.port}`, 'example.org:443']) {
      const { responses } = await send(httpRequest({ method: 'CONNECT', path: target, headers: { Connection: 'close' } }))
      for (const response of responses) expect(response.status, `CONNECT ${target}`).toBeGreaterThanOrEqual(400)
      for (const response of responses) expect(response.status, `CONNECT ${target}`).toBeLessThan(500)
    }
    await expectStillServing(site)
  })
})

describe('Oversized and malformed requests', () => {
  test.each([
    { what: 'a 100 KB URL to the API', request: httpRequest({ path: `/api/contact?${'a'.repeat(100_000)}`, headers: { Connection: 'close' } }) },
    { what: 'a 100 KB URL to a page', request: httpRequest({ path: `/${'a'.repeat(100_000)}`, headers: { Connection: 'close' } }) },
    {
      what: 'a 100 KB URL path to the API',
      request: httpRequest({ method: 'POST', path: `/api/${'contact/'.repeat(14_300)}`, headers: { ...JSON_TYPE, Connection: 'close' }, body: validContact }),
    },
  ])('$what is refused with a 4xx', async ({ request }) => {
    const { responses } = await send(request)
    expect(responses).toHaveLength(1)
    expect([414, 431, 400, 404]).toContain(responses[0]!.status)
    await expectStillServing(site)
  })

  test.each([
    { what: 'one 20 KB header', headers: { 'X-Filler': 'a'.repeat(20_000) } },
    { what: '1 000 headers of 20 bytes', headers: Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`X-Filler-${index}`, 'a'.repeat(8)])) },
    { what: 'a 20 KB cookie', headers: { Cookie: `session=${'a'.repeat(20_000)}` } },
  ])('$what is refused with 431', async ({ headers }) => {
    for (const path of ['/api/health', '/']) {
      const { responses } = await send(httpRequest({ path, headers: { ...headers, Connection: 'close' } }))
      expect(responses.map((response) => response.status)).toEqual([431])
    }
    await expectStillServing(site)
  })

  test.each([
    { what: 'no Host header', request: httpRequest({ path: '/api/health', headers: { Host: null, Connection: 'close' } }) },
    { what: 'a request line that is not HTTP', request: Buffer.from('HELLO THERE\r\n\r\n') },
    { what: 'a NUL byte in the path', request: Buffer.from('GET /api/\0health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n') },
    { what: 'a control character in a header value', request: httpRequest({ path: '/api/health', headers: { 'X-Odd': 'a\u0001b', Connection: 'close' } }) },
    {
      what: 'both Content-Length and Transfer-Encoding',
      request: httpRequest({
        method: 'POST',
        path: '/api/contact',
        headers: { ...JSON_TYPE, 'Content-Length': String(validContact.length), 'Transfer-Encoding': 'chunked', Connection: 'close' },
        body: chunkedBody(validContact, 64),
      }),
    },
    {
      what: 'two different Content-Lengths',
      request: httpRequest({
        method: 'POST',
        path: '/api/contact',
        headers: { ...JSON_TYPE, 'Content-Length': String(validContact.length), 'content-length': '3', Connection: 'close' },
        body: validContact,
      }),
    },
    {
      what: 'a negative Content-Length',
      request: httpRequest({ method: 'POST', path: '/api/contact', headers: { ...JSON_TYPE, 'Content-Length': '-5', Connection: 'close' }, body: validContact }),
    },
    {
      what: 'a Content-Length that is not a number',
      request: httpRequest({ method: 'POST', path: '/api/contact', headers: { ...JSON_TYPE, 'Content-Length': 'twelve', Connection: 'close' }, body: validContact }),
    },
    {
      what: 'a malformed chunk size',
      request: httpRequest({
        method: 'POST',
        path: '/api/contact',
        headers: { ...JSON_TYPE, 'Transfer-Encoding': 'chunked', Connection: 'close' },
        body: `zz\r\n${validContact}\r\n0\r\n\r\n`,
      }),
    },
    {
      what: 'a declared length far over the limit',
      request: httpRequest({ method: 'POST', path: '/api/contact', headers: { ...JSON_TYPE, 'Content-Length': String(10 * 1024 ** 3), Connection: 'close' }, body: validContact }),
    },
    {
      what: 'a body longer than its Content-Length',
      request: httpRequest({ method: 'POST', path: '/api/contact', headers: { ...JSON_TYPE, 'Content-Length': '10', Connection: 'close' }, body: validContact }),
    },
  ])('$what is refused with a 4xx', async ({ request }) => {
    const { responses } = await send(request)
    expect(responses.length).toBeGreaterThanOrEqual(1)
    for (const response of responses) expect(response.status).toBeGreaterThanOrEqual(400)
    for (const response of responses) expect(response.status).toBeLessThan(500)
    await expectStillServing(site)
  })
})

describe('JSON bodies built to hurt', () => {
  test.each([
    { what: 'invalid UTF-8 in a field', body: nameWithBytes([0xff, 0xfe, 0xc3]) },
    { what: 'a UTF-16 surrogate encoded as UTF-8', body: nameWithBytes([0xed, 0xa0, 0x80]) },
    { what: 'an overlong UTF-8 encoding', body: nameWithBytes([0xc0, 0xaf]) },
    { what: 'UTF-16 text declared as JSON', body: Buffer.from(validContact, 'utf16le') },
    { what: '10 000 nested arrays as the body', body: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
    { what: '10 000 nested arrays in a field', body: contactWith(`"message":${'['.repeat(10_000)}${']'.repeat(10_000)}`) },
    { what: '5 000 nested objects in a field', body: contactWith(`"message":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`) },
    { what: 'an unterminated string', body: '{"name":"Ada' },
    { what: 'an empty body', body: '' },
    { what: 'null', body: 'null' },
    { what: 'a bare string', body: '"hello"' },
    { what: 'a huge number', body: contactWith('"newsletter":1e999999') },
    { what: 'a field that is a 30 KB string', body: contactWith(`"name":"${'n'.repeat(30_000)}"`) },
  ])('$what is refused with a 4xx', async ({ body }) => {
    const request = postContact(body)
    const { responses } = await send(request)
    expect(responses).toHaveLength(1)
    expectApiErrorAnswer(responses[0], request)
    await expectStillServing(site)
  })

  test.each([
    { key: '__proto__', value: `{${validContact.slice(1, -1)},"isAdmin":true}` },
    { key: 'constructor', value: `{"prototype":{${validContact.slice(1, -1)}}}` },
    { key: 'prototype', value: `{${validContact.slice(1, -1)}}` },
  ])('a submission with a "$key" key is refused as one unknown field, and leaves no trace on later requests', async ({ key, value }) => {
    // Written by hand: JSON.stringify of an object literal would set the prototype instead of a key.
    const request = postContact(contactWith(`${JSON.stringify(key)}:${value}`))
    const { responses } = await send(request)
    const answer = expectApiErrorAnswer(responses[0], request, 400)
    expect(answer).toMatchObject({ unknownFields: 1 })
    expect(responses[0]!.body.toString()).not.toContain(key)

    // Had the key reached Object.prototype, a submission without a name would now inherit one.
    const { name: _name, ...withoutName } = contact
    const nameless = postContact(JSON.stringify(withoutName))
    const namelessAnswer = expectApiErrorAnswer((await send(nameless)).responses[0], nameless, 400)
    expect(namelessAnswer?.errors).toHaveProperty('name')
    const valid = (await send(postContact(validContact))).responses[0]
    expect(valid?.status).toBe(201)
    await expectStillServing(site)
  })

  /** `count` unknown keys, each `marker` and a number, as members of a JSON object. */
  const unknownKeys = (marker: string, count: number) => Array.from({ length: count }, (_, index) => `"${marker}${index.toString(36).padStart(3, '0')}":0`).join(',')

  test('5 000 unknown keys (more than a body may hold) are never echoed in the answer or the logs', async () => {
    const marker = 'zqunknown'
    const request = postContact(contactWith(unknownKeys(marker, 5000)))
    const before = site.logs.length
    const { responses } = await send(request)
    expectApiErrorAnswer(responses[0], request)
    expect(responses[0]!.body.toString()).not.toContain(marker)
    expect(JSON.stringify(site.logs.slice(before))).not.toContain(marker)
    expect(site.stderr.join('\n')).not.toContain(marker)
    await expectStillServing(site)
  })

  test('as many unknown keys as fit in a body are counted, never echoed in the answer or the logs', async () => {
    const marker = 'zqx'
    const count = Math.floor((MAX_BODY_BYTES - validContact.length - 10) / `"${marker}000":0,`.length)
    const body = contactWith(unknownKeys(marker, count))
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_BODY_BYTES)
    const request = postContact(body)
    const before = site.logs.length
    const { responses } = await send(request)
    const answer = expectApiErrorAnswer(responses[0], request, 400)
    expect(answer).toMatchObject({ unknownFields: count })
    expect(responses[0]!.body.toString()).not.toContain(marker)
    expect(JSON.stringify(site.logs.slice(before))).not.toContain(marker)
    expect(site.stderr.join('\n')).not.toContain(marker)
    await expectStillServing(site)
  })
})

test('nothing above was logged as an error', () => {
  expect(errorOutput(site)).toEqual([])
  expect(site.logs.filter((entry) => typeof entry.status === 'number' && entry.status >= 500)).toEqual([])
})
