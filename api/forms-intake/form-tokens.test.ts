import { describe, expect, test } from 'vitest'
import { formTokens, TOKEN_LIFETIME_MS } from './form-tokens.server.ts'

const FORGED = { valid: false, reason: 'token-forged' }

describe('Form tokens', () => {
  const tokens = formTokens('a secret for the tests')
  const issuedAt = Date.UTC(2026, 0, 1, 12)

  test('tell how long ago they were issued and when they expire', () => {
    expect(tokens.check(tokens.issue('contact', issuedAt), 'contact', issuedAt + 4500)).toEqual({
      valid: true,
      token: { id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), age: 4500, expiresAt: new Date(issuedAt + TOKEN_LIFETIME_MS) },
    })
  })

  test('each has an id of its own, even when issued at the same moment', () => {
    const ids = Array.from({ length: 50 }, () => {
      const checked = tokens.check(tokens.issue('contact', issuedAt), 'contact', issuedAt)
      return checked.valid ? checked.token.id : undefined
    })
    expect(new Set(ids).size).toBe(50)
  })

  test('are good for the form they were made for only', () => {
    const token = tokens.issue('community-signup', issuedAt)
    expect(tokens.check(token, 'community-signup', issuedAt + 10_000).valid).toBe(true)
    expect(tokens.check(token, 'advisor-signup', issuedAt + 10_000)).toEqual(FORGED)
    expect(tokens.check(token, 'contact', issuedAt + 10_000)).toEqual(FORGED)
  })

  test('cannot be forged: another time, another id, another secret or a changed signature is a forged token', () => {
    const token = tokens.issue('contact', issuedAt)
    const [, id, signature] = token.split('.') as [string, string, string]
    expect(tokens.check(`${issuedAt - 60_000}.${id}.${signature}`, 'contact', issuedAt)).toEqual(FORGED)
    expect(tokens.check(`${issuedAt}.${id.endsWith('A') ? id.replace(/A$/, 'B') : id.replace(/.$/, 'A')}.${signature}`, 'contact', issuedAt)).toEqual(FORGED)
    expect(tokens.check(formTokens('another secret').issue('contact', issuedAt), 'contact', issuedAt + 10_000)).toEqual(FORGED)
    expect(tokens.check(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'contact', issuedAt + 10_000)).toEqual(FORGED)
  })

  test.each([undefined, ''])('%j is a missing token', (token) => {
    expect(tokens.check(token, 'contact', issuedAt)).toEqual({ valid: false, reason: 'token-missing' })
  })

  test.each(['soon', '12.34', `${issuedAt}.${'a'.repeat(43)}`, `${'9'.repeat(16)}.${'a'.repeat(22)}.${'a'.repeat(43)}`])('%s is a forged token', (token) => {
    expect(tokens.check(token, 'contact', issuedAt)).toEqual(FORGED)
  })

  test('expire after a day and are never from the future', () => {
    const token = tokens.issue('contact', issuedAt)
    expect(tokens.check(token, 'contact', issuedAt + TOKEN_LIFETIME_MS).valid).toBe(true)
    expect(tokens.check(token, 'contact', issuedAt + TOKEN_LIFETIME_MS + 1)).toEqual({ valid: false, reason: 'token-expired' })
    expect(tokens.check(token, 'contact', issuedAt - 1)).toEqual(FORGED)
  })
})
