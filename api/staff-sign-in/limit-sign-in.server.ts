import { createError, setResponseHeader, type H3Event } from 'h3'
import { rateLimitKey } from '../rate-limit/rate-limit-key.server.ts'
import { staffConsoleOf } from './staff-console.server.ts'

/** Counts one sign-in attempt from the request's client, and refuses it (429, Retry-After) over the limit. */
export async function limitSignIn(event: H3Event): Promise<void> {
  const staffConsole = staffConsoleOf(event)
  // A budget of its own, apart from the forms', in the same buckets.
  const verdict = await staffConsole.signInLimiter.take(`staff-sign-in:${rateLimitKey(staffConsole.clientAddress(event))}`)
  if (verdict.allowed) return
  setResponseHeader(event, 'retry-after', verdict.retryAfterSeconds)
  throw createError({ statusCode: 429, statusMessage: `There were too many sign-in tries from here. Please wait ${verdict.retryAfterSeconds} seconds and try again.` })
}
