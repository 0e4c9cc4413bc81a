import { describe, expect, test } from 'vitest'
import { formatDate } from './format-date.ts'

describe('formatDate', () => {
  test('writes an ISO date in words, without shifting the day by time zone', () => {
    expect(formatDate('2026-09-15')).toBe('September 15, 2026')
    expect(formatDate('2026-01-01')).toBe('January 1, 2026')
  })
})
