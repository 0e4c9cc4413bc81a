import { describe, expect, test } from 'vitest'
import { rateLimitKey } from './rate-limit-key.server.ts'

describe('rateLimitKey', () => {
  test('gives an IPv6 /64 one key, whatever the rest of the address', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:db8:1:2:bbbb::2'))
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff'))
  })

  test('gives another /64 another key', () => {
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2:aaaa::1'))
    expect(rateLimitKey('2001:db8::1')).not.toBe(rateLimitKey('2001:db8:0:1::1'))
  })

  test('expands :: wherever it stands', () => {
    expect(rateLimitKey('2001:db8::')).toBe(rateLimitKey('2001:db8:0:0:1:2:3:4'))
    expect(rateLimitKey('::1')).toBe(rateLimitKey('0:0:0:0:ffff::'))
    expect(rateLimitKey('2001:db8:0:0::')).not.toBe(rateLimitKey('2001:db8:0:1::'))
  })

  test('counts an IPv4-mapped address as the IPv4 address', () => {
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe(rateLimitKey('203.0.113.9'))
    expect(rateLimitKey('::FFFF:cb00:7109')).toBe(rateLimitKey('203.0.113.9'))
    expect(rateLimitKey('0:0:0:0:0:ffff:203.0.113.9')).toBe(rateLimitKey('203.0.113.9'))
    expect(rateLimitKey('::ffff:203.0.113.10')).not.toBe(rateLimitKey('203.0.113.9'))
  })

  test('keeps IPv4 addresses apart, even within one /24', () => {
    expect(rateLimitKey('203.0.113.9')).not.toBe(rateLimitKey('203.0.113.10'))
  })

  test('ignores a zone id', () => {
    expect(rateLimitKey('fe80::1%eth0')).toBe(rateLimitKey('fe80::2'))
    expect(rateLimitKey('::ffff:203.0.113.9%eth0')).toBe(rateLimitKey('203.0.113.9'))
  })

  test('holds no address: a 22-character hash', () => {
    for (const address of ['203.0.113.9', '2001:db8:1:2::1', 'unknown']) {
      const key = rateLimitKey(address)
      expect(key).toMatch(/^[\w-]{22}$/)
      expect(key).not.toContain('203')
    }
    expect(rateLimitKey('unknown')).not.toBe(rateLimitKey('203.0.113.9'))
  })
})
