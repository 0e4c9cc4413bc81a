import { FULL_REFILL_MS } from './full-refill-ms.server.ts'
import type { RateLimitVerdict } from './rate-limiter.server.ts'

/** The verdict for a bucket left with `credits` after a request; Retry-After is when it holds one request again. */
export function bucketVerdict(credits: number, allowed: boolean, limit: number): RateLimitVerdict {
  const waitMs = Math.max(0, FULL_REFILL_MS - credits) / limit
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
}
