import { log } from '../log.server.ts'

/** What a rate limiter answers for one request. */
export interface RateLimitVerdict {
  allowed: boolean
  /** Whole seconds, at least 1, until the client may send one more request: the Retry-After of a refusal. */
  retryAfterSeconds: number
}

/**
 * Lets each client send `limit` requests at once, then `limit` a minute, refilled continuously: one
 * budget per client for all forms together, so six forms do not give six times the limit, and no
 * burst doubles at a minute boundary as with counters per calendar minute.
 */
export interface RateLimiter {
  /** Counts one request from `client` (a `rateLimitKey`) and says whether it may go through. */
  take(client: string, now?: number): Promise<RateLimitVerdict>
}

/**
 * How long an empty token bucket takes to fill again: the "per minute" of the limit.
 *
 * Buckets count in credits so that the arithmetic stays in whole numbers, exact in JavaScript and in
 * SQL alike: a request costs FULL_REFILL_MS credits, a bucket holds `limit × FULL_REFILL_MS` of them
 * and gains `limit` credits every millisecond.
 */
export const FULL_REFILL_MS = 60_000

/** The verdict for a bucket left with `credits` after a request; Retry-After is when it holds one request again. */
export function bucketVerdict(credits: number, allowed: boolean, limit: number): RateLimitVerdict {
  const waitMs = Math.max(0, FULL_REFILL_MS - credits) / limit
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
}

/** How often the count of refused requests is logged. */
const EVERY_MS = 60_000

/**
 * Counts requests refused by the rate limit and logs how many once a minute, not one line each: a
 * flood of them must neither cost a log write per request nor bury every other line.
 */
export function logRefusals(): () => void {
  let refused = 0
  let timer: NodeJS.Timeout | undefined
  return () => {
    refused++
    timer ??= setTimeout(() => {
      log('warn', 'requests_rate_limited', { count: refused, seconds: EVERY_MS / 1000 })
      refused = 0
      timer = undefined
    }, EVERY_MS).unref()
  }
}
