import { expect } from 'vitest'
import type { RawResponse } from './parse-responses.ts'

/**
 * Asserts what every refused API request gets: a 4xx (the client's doing, never a 5xx), a JSON
 * `{ message }` when the answer has a body (Node's own answers to unparseable requests have none),
 * and an answer no larger than the request, so that refusals cannot amplify traffic.
 */
export function expectApiErrorAnswer(response: RawResponse | undefined, request: Buffer, status?: number): Record<string, unknown> | undefined {
  expect(response, 'no answer').toBeDefined()
  const { status: actual, headers, body } = response!
  if (status === undefined) {
    expect(actual).toBeGreaterThanOrEqual(400)
    expect(actual).toBeLessThan(500)
  } else {
    expect(actual).toBe(status)
  }
  expect(body.length, `the answer (${body.length} bytes) is larger than the request (${request.length} bytes)`).toBeLessThanOrEqual(request.length)
  if (body.length === 0) return undefined
  expect(headers['content-type']).toMatch(/^application\/json\b/)
  const answer = JSON.parse(body.toString('utf8')) as Record<string, unknown>
  expect(answer.message).toEqual(expect.any(String))
  return answer
}
