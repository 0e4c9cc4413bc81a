import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorOutput } from './support/error-output.ts'
import { expectStillServing } from './support/expect-still-serving.ts'
import { knownFields } from './support/known-fields.ts'
import type { RawResponse } from './support/parse-responses.ts'
import { randomFormRequest, UNKNOWN_FIELD_MARKER, type RandomFormRequest } from './support/random-form-request.ts'
import { rawRequest } from './support/raw-request.ts'
import { runWithConcurrency } from './support/run-with-concurrency.ts'
import { seededRandom } from './support/seeded-random.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'

/**
 * Thousands of random requests to the form endpoints, from a seeded generator so that a failure
 * replays exactly: set FUZZ_SEED to the seed in the test's name. Whatever arrives, the server
 * answers (a 4xx when the client got it wrong, never a 5xx), keeps running, and logs no error.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122)
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000)
const CONCURRENCY = 16

interface Outcome {
  index: number
  request: RandomFormRequest
  responses: RawResponse[]
  closed: boolean
}

function parsedOrUndefined(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    return undefined
  }
}

const describeRequest = ({ index, request }: Outcome) => `#${index}: ${request.description}`

describe(`${REQUESTS} random requests to the form API (seed ${SEED})`, () => {
  let site: StartedSite
  const outcomes: Outcome[] = []

  beforeAll(async () => {
    // A rate limit would answer most of them 429 before anything of interest is read.
    site = await startSite({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
    const random = seededRandom(SEED)
    // Generated up front, in order, so the sequence does not depend on how answers interleave.
    const requests = Array.from({ length: REQUESTS }, () => randomFormRequest(random))
    await runWithConcurrency(REQUESTS, CONCURRENCY, async (index) => {
      const request = requests[index]!
      const { responses, closed } = await rawRequest(site.port, request.bytes, { timeoutMs: 10_000, methods: [request.method] })
      outcomes[index] = { index, request, responses, closed }
    })
  }, 150_000)

  afterAll(async () => {
    await site?.remove()
  })

  test('reached every layer: stored submissions, refused fields, unknown fields, oversized bodies, unparseable requests', () => {
    const statuses = new Map<number, number>()
    for (const { responses } of outcomes) for (const { status } of responses) statuses.set(status, (statuses.get(status) ?? 0) + 1)
    const withUnknownFields = outcomes.filter(({ responses }) => (parsedOrUndefined(responses[0]?.body ?? Buffer.alloc(0)) as { unknownFields?: number } | undefined)?.unknownFields)
    // A few of each at least, or the generator has drifted into testing only one layer.
    for (const status of [201, 400, 413, 415]) expect(statuses.get(status) ?? 0, `answers with status ${status}`).toBeGreaterThanOrEqual(5)
    expect(withUnknownFields.length).toBeGreaterThanOrEqual(5)
  })

  test('every request is answered and the connection closed, as the request asked', () => {
    const unanswered = outcomes.filter((outcome) => outcome.responses.length === 0 || !outcome.closed)
    expect(unanswered.map(describeRequest)).toEqual([])
  })

  test('no answer is a 5xx', () => {
    const serverErrors = outcomes.filter((outcome) => outcome.responses.some((response) => response.status >= 500))
    expect(serverErrors.map((outcome) => `${describeRequest(outcome)} → ${outcome.responses.map((response) => response.status).join(', ')}`)).toEqual([])
  })

  test('every error answer with a body is JSON with a message', () => {
    const malformed = outcomes.filter(({ responses }) =>
      responses.some((response) => {
        if (response.status < 400 || response.body.length === 0) return false
        const answer = parsedOrUndefined(response.body) as { message?: unknown } | undefined
        return !/^application\/json\b/.test(response.headers['content-type'] ?? '') || typeof answer?.message !== 'string'
      }),
    )
    expect(malformed.map((outcome) => `${describeRequest(outcome)} → ${outcome.responses[0]!.body.toString('utf8').slice(0, 200)}`)).toEqual([])
  })

  test('no error answer is larger than the request that caused it', () => {
    const amplified = outcomes.filter(({ request, responses }) => responses.some((response) => response.status >= 400 && response.body.length > request.bytes.length))
    expect(amplified.map((outcome) => `${describeRequest(outcome)}: ${outcome.request.bytes.length} bytes → ${outcome.responses[0]!.body.length}`)).toEqual([])
  })

  test('unknown field names are counted in the answer, never echoed', () => {
    const echoed = outcomes.filter(({ responses }) => responses.some((response) => response.body.toString('utf8').includes(UNKNOWN_FIELD_MARKER)))
    expect(echoed.map(describeRequest)).toEqual([])

    const miscounted = outcomes.flatMap((outcome) => {
      const answer = outcome.responses[0]
      const post = outcome.request.formPost
      if (!post || answer?.status !== 400 || post.parsed === null || typeof post.parsed !== 'object' || Array.isArray(post.parsed)) return []
      const body = parsedOrUndefined(answer.body) as { errors?: Record<string, string>; unknownFields?: number } | undefined
      // Only answers about the fields: a 400 for the framing or a header says nothing of them.
      if (!body?.errors) return []
      const known = knownFields(post.form)
      const unknown = Object.keys(post.parsed).filter((key) => !known.has(key)).length
      // "form" stands for the body as a whole (not an object, say), which is no field name.
      const namesUnknown = Object.keys(body.errors).filter((key) => !known.has(key) && key !== 'form')
      return (body.unknownFields ?? 0) === unknown && namesUnknown.length === 0
        ? []
        : [`${describeRequest(outcome)}: ${unknown} unknown, answer ${JSON.stringify(body).slice(0, 300)}`]
    })
    expect(miscounted).toEqual([])
  })

  test('nothing was logged at level error, and no log line names an unknown field', () => {
    expect(errorOutput(site)).toEqual([])
    expect(site.logs.filter((entry) => JSON.stringify(entry).includes(UNKNOWN_FIELD_MARKER))).toEqual([])
  })

  test('the server is still running and healthy', async () => {
    await expectStillServing(site)
  })
})
