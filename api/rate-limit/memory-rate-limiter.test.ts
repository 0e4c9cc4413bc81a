import { describe, expect, test } from 'vitest'
import { memoryRateLimiter } from './memory-rate-limiter.server.ts'

const T = Date.parse('2026-06-01T00:00:00Z')

describe('memoryRateLimiter', () => {
  test('forgets clients whose bucket is full again, so memory does not grow without bound', async () => {
    const limiter = memoryRateLimiter(10)
    for (let client = 0; client < 100; client++) await limiter.take(`client-${client}`, T)
    for (let request = 0; request < 10; request++) await limiter.take('later', T + 30_000)
    expect(limiter.size).toBe(101)

    await limiter.take('next', T + 60_000)
    // Those of T are full again; the one emptied 30 seconds ago is only half full.
    expect(limiter.size).toBe(2)
  })

  test('still limits a client that the sweep kept', async () => {
    const limiter = memoryRateLimiter(2)
    await limiter.take('busy', T + 59_000)
    await limiter.take('busy', T + 59_000)
    await limiter.take('other', T + 60_000)
    expect((await limiter.take('busy', T + 60_000)).allowed).toBe(false)
  })

  test('refuses a limit that is not a whole number of at least 1', () => {
    expect(() => memoryRateLimiter(0)).toThrow(RangeError)
    expect(() => memoryRateLimiter(2.5)).toThrow(RangeError)
  })
})
