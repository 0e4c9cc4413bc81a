import { bucketVerdict, FULL_REFILL_MS, type RateLimiter } from './rate-limiter.server.ts'

export interface MemoryRateLimiter extends RateLimiter {
  /** How many clients have a bucket that is not full: what the limiter holds in memory. */
  readonly size: number
}

/**
 * Token buckets in this process's memory: no I/O per request, for a store that only one server
 * process uses (SQLite). A full bucket is the same as none, so once a refill period has passed the
 * next request drops every full one: the map holds only the clients of the last two minutes.
 */
export function memoryRateLimiter(limit: number): MemoryRateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A rate limit must be a whole number of at least 1, not ${limit}`)
  const capacity = limit * FULL_REFILL_MS
  const buckets = new Map<string, { credits: number; updatedAt: number }>()
  let sweptAt = -Infinity
  const creditsAt = (bucket: { credits: number; updatedAt: number } | undefined, now: number) =>
    bucket ? Math.min(capacity, bucket.credits + Math.max(0, now - bucket.updatedAt) * limit) : capacity

  return {
    get size() {
      return buckets.size
    },
    async take(client, now = Date.now()) {
      if (now - sweptAt >= FULL_REFILL_MS) {
        for (const [key, bucket] of buckets) if (creditsAt(bucket, now) >= capacity) buckets.delete(key)
        sweptAt = now
      }
      const bucket = buckets.get(client)
      const credits = creditsAt(bucket, now)
      const allowed = credits >= FULL_REFILL_MS
      const left = allowed ? credits - FULL_REFILL_MS : credits
      // A clock that steps back must not refill the bucket twice for the same time.
      buckets.set(client, { credits: left, updatedAt: Math.max(bucket?.updatedAt ?? now, now) })
      return bucketVerdict(left, allowed, limit)
    },
  }
}
