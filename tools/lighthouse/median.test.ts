import { describe, expect, test } from 'vitest'
import { median } from './median.ts'

describe('median', () => {
  test('takes the middle of an odd count, whatever the order', () => {
    expect(median([100, 92, 99])).toBe(99)
    expect(median([5])).toBe(5)
  })

  test('takes the lower middle of an even count, so a missed run is never rounded away', () => {
    expect(median([100, 98, 100, 97])).toBe(98)
  })

  test('refuses an empty list', () => {
    expect(() => median([])).toThrow()
  })
})
