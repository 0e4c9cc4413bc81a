import { describe, expect, test } from 'vitest'
import { mayReadMetrics } from './may-read-metrics.server.ts'

const TOKEN = 'a-metrics-token-of-at-least-32-characters'

/** A request straight from `address`, with nothing a proxy added. */
const direct = (address: string, authorization?: string, token?: string) => ({ ...NOTHING_FORWARDED, socketAddress: address, clientAddress: address, authorization, token })
const NOTHING_FORWARDED = { forwarded: undefined, forwardedFor: undefined, proxyTrusted: false }

describe('Who may read the metrics', () => {
  test('a process on the server itself, over IPv4, IPv6 or an IPv4-mapped address', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(mayReadMetrics(direct(address)), address).toBe(true)
  })

  test('nobody else without the token', () => {
    for (const address of ['203.0.113.7', '10.0.0.2', '192.168.1.1', '::ffff:203.0.113.7', '2001:db8::1', 'unknown', '']) expect(mayReadMetrics(direct(address)), address).toBe(false)
    expect(mayReadMetrics({ ...NOTHING_FORWARDED, socketAddress: undefined, clientAddress: 'unknown', authorization: undefined, token: undefined })).toBe(false)
  })

  test('a remote connection that claims loopback in X-Forwarded-For is still judged by its socket', () => {
    // With a trust setting that believes any first hop, the claimed address becomes the client address.
    expect(mayReadMetrics({ ...NOTHING_FORWARDED, socketAddress: '203.0.113.7', clientAddress: '127.0.0.1', authorization: undefined, token: undefined })).toBe(false)
  })

  test('a visitor behind a trusted proxy on the same machine is not local, though the connection is', () => {
    expect(mayReadMetrics({ ...NOTHING_FORWARDED, socketAddress: '127.0.0.1', clientAddress: '203.0.113.7', authorization: undefined, token: TOKEN })).toBe(false)
  })

  test('no connection from loopback that a proxy forwarded, unless a trusted proxy names a local client', () => {
    const fromLocalProxy = { ...direct('127.0.0.1'), clientAddress: '127.0.0.1' }
    // A proxy that TRUST_PROXY does not name: its X-Forwarded-For is not read, and the request is not taken for local.
    expect(mayReadMetrics({ ...fromLocalProxy, forwardedFor: '203.0.113.7' })).toBe(false)
    // Forwarded (RFC 7239) is never read, trusted proxy or not.
    expect(mayReadMetrics({ ...fromLocalProxy, forwarded: 'for=203.0.113.7' })).toBe(false)
    expect(mayReadMetrics({ ...fromLocalProxy, forwarded: 'for=127.0.0.1', proxyTrusted: true })).toBe(false)
    // A trusted proxy that names a local client.
    expect(mayReadMetrics({ ...fromLocalProxy, forwardedFor: '127.0.0.1', proxyTrusted: true })).toBe(true)
  })

  test('anyone with the right bearer token', () => {
    expect(mayReadMetrics(direct('203.0.113.7', `Bearer ${TOKEN}`, TOKEN))).toBe(true)
    expect(mayReadMetrics(direct('203.0.113.7', `bearer ${TOKEN}`, TOKEN))).toBe(true)
    expect(mayReadMetrics({ ...direct('127.0.0.1', `Bearer ${TOKEN}`, TOKEN), forwarded: 'for=203.0.113.7' })).toBe(true)
    expect(mayReadMetrics({ ...NOTHING_FORWARDED, socketAddress: '127.0.0.1', clientAddress: '203.0.113.7', authorization: `Bearer ${TOKEN}`, token: TOKEN })).toBe(true)
  })

  test('no one with a wrong, partial or malformed token, or when no token is set', () => {
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer ', 'Bearer', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN} extra`, ''])
      expect(mayReadMetrics(direct('203.0.113.7', authorization, TOKEN)), authorization).toBe(false)
    expect(mayReadMetrics(direct('203.0.113.7', 'Bearer undefined', undefined))).toBe(false)
  })
})
