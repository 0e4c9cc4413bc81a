import { describe, expect, test } from 'vitest'
import { mayReadMetrics } from './may-read-metrics.server.ts'

const TOKEN = 'a-metrics-token-of-at-least-32-characters'

/** A request straight from `address`, with nothing a proxy added. */
const direct = (address: string, authorization?: string, token?: string) => ({ socketAddress: address, clientAddress: address, authorization, token })

describe('Who may read the metrics', () => {
  test('a process on the server itself, over IPv4, IPv6 or an IPv4-mapped address', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(mayReadMetrics(direct(address)), address).toBe(true)
  })

  test('nobody else without the token', () => {
    for (const address of ['203.0.113.7', '10.0.0.2', '192.168.1.1', '::ffff:203.0.113.7', '2001:db8::1', 'unknown', '']) expect(mayReadMetrics(direct(address)), address).toBe(false)
    expect(mayReadMetrics({ socketAddress: undefined, clientAddress: 'unknown', authorization: undefined, token: undefined })).toBe(false)
  })

  test('a remote connection that claims loopback in X-Forwarded-For is still judged by its socket', () => {
    // With a trust setting that believes any first hop, the claimed address becomes the client address.
    expect(mayReadMetrics({ socketAddress: '203.0.113.7', clientAddress: '127.0.0.1', authorization: undefined, token: undefined })).toBe(false)
  })

  test('a visitor behind a trusted proxy on the same machine is not local, though the connection is', () => {
    expect(mayReadMetrics({ socketAddress: '127.0.0.1', clientAddress: '203.0.113.7', authorization: undefined, token: TOKEN })).toBe(false)
  })

  test('anyone with the right bearer token', () => {
    expect(mayReadMetrics(direct('203.0.113.7', `Bearer ${TOKEN}`, TOKEN))).toBe(true)
    expect(mayReadMetrics(direct('203.0.113.7', `bearer ${TOKEN}`, TOKEN))).toBe(true)
    expect(mayReadMetrics({ socketAddress: '127.0.0.1', clientAddress: '203.0.113.7', authorization: `Bearer ${TOKEN}`, token: TOKEN })).toBe(true)
  })

  test('no one with a wrong, partial or malformed token, or when no token is set', () => {
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer ', 'Bearer', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN} extra`, ''])
      expect(mayReadMetrics(direct('203.0.113.7', authorization, TOKEN)), authorization).toBe(false)
    expect(mayReadMetrics(direct('203.0.113.7', 'Bearer undefined', undefined))).toBe(false)
  })
})
