import { createError, getRequestHeader, type H3Event } from 'h3'
import { IDEMPOTENCY_KEY_HEADER } from '#lib/forms/spam-signals.ts'

/** The forms send a UUID; any opaque key of this shape is taken, and nothing else. */
const KEY = /^[A-Za-z0-9_.:-]{8,100}$/

/**
 * The request's idempotency key, if it sent one. The header is a structured-field string, which
 * may come quoted ("…") or bare; a key of any other shape is refused rather than ignored, because
 * ignoring it would store every retry again.
 */
export function readIdempotencyKey(event: H3Event): string | undefined {
  const header = getRequestHeader(event, IDEMPOTENCY_KEY_HEADER)
  if (header === undefined) return undefined
  const key = header.trim().replace(/^"(.*)"$/, '$1')
  if (!KEY.test(key)) throw createError({ statusCode: 400, statusMessage: `The ${IDEMPOTENCY_KEY_HEADER} header must be 8 to 100 letters, digits or - _ . :` })
  return key
}
