import { FORM_NAMES, type FormName } from '#api/forms/form-definitions.server.ts'
import { MAX_BODY_BYTES } from '#api/forms-intake/read-json-body.server.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { chunkedBody } from './chunked-body.ts'
import { httpRequest } from './http-request.ts'
import type { SeededRandom } from './seeded-random.ts'

export interface RandomFormRequest {
  /** The bytes to send, a whole request ending with `Connection: close`. */
  bytes: Buffer
  method: string
  /** One line saying what was sent, to replay a failure. */
  description: string
  /** Set when the request is a well-framed JSON POST to a form: the form, and the body as the server will parse it. */
  formPost?: { form: FormName; parsed: unknown }
}

/** Every unknown field name the generator makes starts with this, so the answers and logs can be searched for it. */
export const UNKNOWN_FIELD_MARKER = 'zzfuzz'

const METHODS = ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'PROPFIND', 'TRACE', 'post', 'P0ST', 'SEARCH', 'QUERY']
const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json;charset=latin1',
  'application/json ; foo=bar',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/jsonx',
  'application/ld+json',
  '',
  'json',
  '*/*',
]
const ORIGINS = ['https://evil.example', 'null', 'http://127.0.0.1', 'http://[::1]:1', 'not a url', 'http://127.0.0.1:1']
const FETCH_SITES = ['same-origin', 'same-site', 'cross-site', 'none', 'SAME-ORIGIN', '']

/**
 * One random request to the form API, for the fuzz test: a random method, path, content type,
 * headers and framing around a random body — valid submissions, mutated ones, truncated ones,
 * random JSON and random bytes. Everything comes from `random`, so a seed replays the same
 * requests.
 */
export function randomFormRequest(random: SeededRandom): RandomFormRequest {
  const form = random.pick(FORM_NAMES)
  const notes: string[] = []

  let path = `/api/${form}`
  if (random.chance(0.12)) {
    path = random.pick([
      `${path}?x=${randomToken(random)}`,
      `${path}/`,
      `/API/${form}`,
      `/api/${form.toUpperCase()}`,
      `/api//${form}`,
      `/api/%2e%2e/api/${form}`,
      `${path}%00`,
      '/api/',
      '/api/health',
      `/api/${randomToken(random)}`,
      `/api/${form}/${randomToken(random)}`,
    ])
    notes.push(`path ${path}`)
  }
  const method = random.chance(0.85) ? 'POST' : random.chance(0.8) ? random.pick(METHODS) : randomToken(random).toUpperCase()
  if (method !== 'POST') notes.push(`method ${method}`)

  const headers: Record<string, string | null> = {}
  const contentType = random.chance(0.75) ? 'application/json' : random.chance(0.9) ? random.pick(CONTENT_TYPES) : randomHeaderValue(random)
  if (!random.chance(0.03)) headers['Content-Type'] = contentType
  if (contentType !== 'application/json') notes.push(`content type ${JSON.stringify(contentType)}`)
  for (let extra = random.int(4); extra > 0; extra--) {
    // Expect is rare: any value but 100-continue ends the request with 417 before the server reads it.
    const name = random.chance(0.02)
      ? 'Expect'
      : random.pick(['Origin', 'Sec-Fetch-Site', 'X-Forwarded-For', 'Accept', 'Accept-Encoding', 'Cookie', 'Idempotency-Key', `X-Fuzz-${random.int(100)}`])
    const value = name === 'Origin' ? random.pick(ORIGINS) : name === 'Sec-Fetch-Site' ? random.pick(FETCH_SITES) : randomHeaderValue(random)
    headers[name] = value
    notes.push(`header ${name}: ${JSON.stringify(value)}`)
  }

  const { body, kind, parsed } = randomBody(random, form)
  notes.push(`body ${kind} (${body.length} bytes)`)

  let framed: Buffer
  const framing = random.next()
  if (framing < 0.1) {
    headers['Transfer-Encoding'] = 'chunked'
    framed = chunkedBody(body, 1 + random.int(Math.max(1, body.length)))
    notes.push('chunked')
  } else if (framing < 0.13 && body.length > 1) {
    const declared = random.int(body.length)
    headers['Content-Length'] = String(declared)
    framed = body
    notes.push(`declared length ${declared}`)
  } else {
    framed = body
  }
  headers.Connection = 'close'

  const bytes = httpRequest({ method, path, headers, body: framed })
  const wellFormed = method === 'POST' && path === `/api/${form}` && contentType === 'application/json' && framing >= 0.13 && parsed !== undefined
  return { bytes, method, description: notes.join('; '), formPost: wellFormed ? { form, parsed } : undefined }
}

function randomBody(random: SeededRandom, form: FormName): { body: Buffer; kind: string; parsed?: unknown } {
  const sample = SAMPLE_SUBMISSIONS[form]
  const roll = random.next()
  const json = (value: unknown, kind: string) => {
    const text = JSON.stringify(value) ?? 'null'
    return { body: Buffer.from(text), kind, parsed: JSON.parse(text) as unknown }
  }
  if (roll < 0.12) return json(sample, 'valid submission')
  if (roll < 0.45) return json(mutated(random, sample), 'mutated submission')
  if (roll < 0.58) {
    const text = Buffer.from(JSON.stringify(sample))
    return { body: text.subarray(0, random.int(text.length)), kind: 'truncated submission' }
  }
  if (roll < 0.7) return json(randomJson(random, 4), 'random JSON')
  if (roll < 0.8) return { body: random.bytes(random.int(2000)), kind: 'random bytes' }
  if (roll < 0.9) {
    const text = [...Buffer.from(JSON.stringify(sample))]
    for (let flips = 1 + random.int(4); flips > 0; flips--) text[random.int(text.length)] = random.int(256)
    return { body: Buffer.from(text), kind: 'bytes of a submission changed' }
  }
  if (roll < 0.95) return { body: Buffer.alloc(0), kind: 'empty' }
  const padding = MAX_BODY_BYTES + random.int(8 * 1024)
  return { body: Buffer.from(JSON.stringify({ ...sample, message: 'x'.repeat(padding) })), kind: 'over the size limit' }
}

/** The sample with one to three fields changed, removed, added under an unknown name, or re-typed. */
function mutated(random: SeededRandom, sample: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...sample }
  for (let changes = 1 + random.int(3); changes > 0; changes--) {
    const fields = Object.keys(copy)
    const field = fields.length > 0 ? random.pick(fields) : 'name'
    switch (random.int(4)) {
      case 0:
        copy[field] = randomJson(random, 2)
        break
      case 1:
        delete copy[field]
        break
      case 2:
        copy[`${UNKNOWN_FIELD_MARKER}${randomToken(random)}`] = randomJson(random, 1)
        break
      default:
        copy[field] = random.pick([null, 0, -1, 1e308, true, '', ' ', 'x'.repeat(random.int(5000)), '\u0000', '<script>alert(1)</script>', '💥'.repeat(50), [], {}])
    }
  }
  return copy
}

function randomJson(random: SeededRandom, depth: number): unknown {
  const roll = random.int(depth > 0 ? 9 : 6)
  switch (roll) {
    case 0:
      return null
    case 1:
      return random.chance(0.5)
    case 2:
      return random.pick([0, -0, 1, -1, 3.14, 1e21, -1e-7, Number.MAX_SAFE_INTEGER, 2 ** 64])
    case 3:
      return randomString(random)
    case 4:
      return random.pick(['', 'a@b', 'ada@example.org', 'general_inquiry', '8-10', 'true'])
    case 5:
      return randomToken(random)
    case 6:
      return Array.from({ length: random.int(5) }, () => randomJson(random, depth - 1))
    default: {
      const value: Record<string, unknown> = {}
      for (let keys = random.int(6); keys > 0; keys--) {
        const key = random.chance(0.5)
          ? `${UNKNOWN_FIELD_MARKER}${randomToken(random)}`
          : random.pick(['name', 'email', 'message', 'website', 'formToken', 'constructor', 'toString', 'length'])
        value[key] = randomJson(random, depth - 1)
      }
      return value
    }
  }
}

function randomString(random: SeededRandom): string {
  const alphabets = ['abcdefghijklmnopqrstuvwxyz ', '"\\/\b\f\n\r\t', 'éßø中文😀\u200b\u202e\ufeff', '\u0000\u0001\u001f\u007f']
  let text = ''
  for (let length = random.int(random.chance(0.9) ? 40 : 3000); length > 0; length--) {
    const alphabet = [...random.pick(alphabets)]
    text += random.pick(alphabet)
  }
  return text
}

function randomToken(random: SeededRandom): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from({ length: 1 + random.int(10) }, () => letters[random.int(letters.length)]).join('')
}

/** Printable text mostly; now and then Latin-1 bytes or a control character (which Node refuses in a header). */
function randomHeaderValue(random: SeededRandom): string {
  const length = random.chance(0.95) ? random.int(60) : random.int(4000)
  let value = ''
  for (let index = 0; index < length; index++) {
    const roll = random.next()
    value += String.fromCharCode(roll < 0.9 ? 32 + random.int(95) : roll < 0.98 ? 128 + random.int(128) : random.int(32))
  }
  return value.replace(/[\r\n]/g, ' ')
}
