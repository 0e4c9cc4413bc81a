import { createHmac, randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { formTokens } from '../forms-intake/form-tokens.server.ts'
import { LINK_LIFETIMES_MS, personLinks, signature, type LinkPurpose } from './signed-links.server.ts'

const SECRET = 'a-secret-for-the-tests'
const links = personLinks(SECRET)
const PURPOSES = Object.keys(LINK_LIFETIMES_MS) as LinkPurpose[]
const from = new Date('2026-03-02T12:00:00Z')

describe('the links in a confirmation', () => {
  test.each(PURPOSES)('a %s link works for its own purpose only: as any other it is forged', (purpose) => {
    const id = randomUUID()
    const token = links.make(purpose, id, from)
    expect(links.check(token, purpose, from.getTime())).toEqual({ valid: true, submissionId: id })
    for (const other of PURPOSES.filter((each) => each !== purpose)) {
      expect(links.check(token, other, from.getTime())).toEqual({ valid: false, reason: 'forged' })
    }
  })

  test.each(PURPOSES)('a %s link expires at the end of its lifetime', (purpose) => {
    const token = links.make(purpose, randomUUID(), from)
    const end = from.getTime() + LINK_LIFETIMES_MS[purpose]
    expect(links.check(token, purpose, end - 1000).valid).toBe(true)
    expect(links.check(token, purpose, end)).toEqual({ valid: false, reason: 'expired' })
  })

  test('a link signed with another secret, lengthened, turned to another submission or cut short is forged', () => {
    const id = randomUUID()
    const token = links.make('see-or-delete', id, from)
    const [, expires, signed] = token.split('.') as [string, string, string]
    const forgeries = [
      personLinks('another secret').make('see-or-delete', id, from),
      `${id}.${Number(expires) + 86_400}.${signed}`,
      `${randomUUID()}.${expires}.${signed}`,
      token.slice(0, -1),
      '',
    ]
    for (const forged of forgeries) expect(links.check(forged, 'see-or-delete', from.getTime())).toEqual({ valid: false, reason: 'forged' })
  })

  test('a form token is not a link, nor a link a form token, though both are signed with the same secret', () => {
    const tokens = formTokens(SECRET)
    const formToken = tokens.issue('contact', from.getTime())
    expect(links.check(formToken, 'see-or-delete', from.getTime()).valid).toBe(false)
    expect(tokens.check(links.make('see-or-delete', randomUUID(), from), 'contact', from.getTime()).valid).toBe(false)
  })
})

describe('signatures', () => {
  // Links and tokens already handed out carry these signatures: they must still be accepted.
  const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url')

  test('are the HMAC of the kind and the fields joined by colons, as every token handed out so far was signed', () => {
    const id = randomUUID()
    expect(signature(SECRET, 'person-link', ['stop-updates', id, '1772452800'])).toBe(hmac(SECRET, `person-link:stop-updates:${id}:1772452800`))
    expect(signature(SECRET, 'form-token', ['contact', '1772452800000', 'abc'])).toBe(hmac(SECRET, 'form-token:contact:1772452800000:abc'))
    expect(signature('a-session-id', 'staff-console-csrf')).toBe(hmac('a-session-id', 'staff-console-csrf'))
  })

  test('a link made before, by that rule, still works', () => {
    const id = randomUUID()
    const expires = String(Math.floor((from.getTime() + LINK_LIFETIMES_MS['confirm-updates']) / 1000))
    const mailed = `${id}.${expires}.${hmac(SECRET, `person-link:confirm-updates:${id}:${expires}`)}`
    expect(links.check(mailed, 'confirm-updates', from.getTime())).toEqual({ valid: true, submissionId: id })
  })
})
