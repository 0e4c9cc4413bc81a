/**
 * How long an empty token bucket takes to fill again: the "per minute" of the limit.
 *
 * Buckets count in credits so that the arithmetic stays in whole numbers, exact in JavaScript and in
 * SQL alike: a request costs FULL_REFILL_MS credits, a bucket holds `limit × FULL_REFILL_MS` of them
 * and gains `limit` credits every millisecond.
 */
export const FULL_REFILL_MS = 60_000
