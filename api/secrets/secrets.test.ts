import { describe, expect, test } from 'vitest'
import { sameText } from './secrets.server.ts'

describe('sameText', () => {
  test('tells equal texts from different ones', () => {
    expect(sameText('token-123', 'token-123')).toBe(true)
    expect(sameText('token-123', 'token-124')).toBe(false)
    expect(sameText('token-123', 'token-12')).toBe(false)
  })

  test('answers false, not an error, for texts of one length in letters and another in bytes', () => {
    expect(sameText('abcé', 'abce')).toBe(false)
    expect(sameText('ééé', 'abcdef')).toBe(false)
  })
})
