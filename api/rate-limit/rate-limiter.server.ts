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
