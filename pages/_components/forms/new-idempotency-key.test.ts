import { afterEach, describe, expect, test, vi } from 'vitest'
import { newIdempotencyKey } from './new-idempotency-key.ts'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('newIdempotencyKey', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  test('is a version 4 UUID, a different one each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(100)
    for (const key of keys) expect(key).toMatch(UUID_V4)
  })

  test('is made from crypto.getRandomValues where crypto.randomUUID is missing (a page served over plain HTTP)', () => {
    const realCrypto = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array<ArrayBuffer>) => realCrypto.getRandomValues(array) })
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(100)
    for (const key of keys) expect(key).toMatch(UUID_V4)
  })

  test('sets the version and variant bits whatever the random bytes', () => {
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => array.fill(0xff) })
    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => array.fill(0) })
    expect(newIdempotencyKey()).toBe('00000000-0000-4000-8000-000000000000')
  })
})
