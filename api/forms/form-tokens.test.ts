import { describe, expect, test } from 'vitest'
import { formTokens } from './form-tokens.server.ts'

describe('Form tokens', () => {
  const tokens = formTokens('a secret for the tests')
  const issuedAt = Date.UTC(2026, 0, 1, 12)

  test('tell how long ago they were issued', () => {
    expect(tokens.ageOf(tokens.issue(issuedAt), issuedAt + 4500)).toBe(4500)
  })

  test('cannot be forged: another time, another secret or a changed signature is no token', () => {
    const token = tokens.issue(issuedAt)
    const [, signature] = token.split('.')
    expect(tokens.ageOf(`${issuedAt - 60_000}.${signature}`, issuedAt)).toBeUndefined()
    expect(tokens.ageOf(formTokens('another secret').issue(issuedAt), issuedAt + 10_000)).toBeUndefined()
    expect(tokens.ageOf(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, issuedAt + 10_000)).toBeUndefined()
  })

  test.each([undefined, '', 'soon', '12.34', `${'9'.repeat(16)}.${'a'.repeat(43)}`])('%s is no token', (token) => {
    expect(tokens.ageOf(token, issuedAt)).toBeUndefined()
  })

  test('expire after a day and are never from the future', () => {
    const token = tokens.issue(issuedAt)
    expect(tokens.ageOf(token, issuedAt + 24 * 60 * 60 * 1000 + 1)).toBeUndefined()
    expect(tokens.ageOf(token, issuedAt - 1)).toBeUndefined()
  })
})
