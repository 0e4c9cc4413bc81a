import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { clientAddressOf } from './client-address.server.ts'
import { parseTrustProxy } from './parse-trust-proxy.server.ts'

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage

const addressWith = (trustProxy: string) => clientAddressOf(parseTrustProxy(trustProxy)!)

describe('The client address a rate limit counts', () => {
  test('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(addressWith('false')(request('198.51.100.7', '203.0.113.1'))).toBe('198.51.100.7')
  })

  test('behind one trusted hop is the entry that hop appended, not one the client wrote before it', () => {
    expect(addressWith('true')(request('127.0.0.1', '6.6.6.6, 203.0.113.1'))).toBe('203.0.113.1')
  })

  test('behind two hops is two entries from the end', () => {
    expect(addressWith('2')(request('127.0.0.1', '6.6.6.6, 203.0.113.1, 10.0.0.2'))).toBe('203.0.113.1')
  })

  test('with trusted proxy addresses, a request that did not come through them keeps its socket address', () => {
    const address = addressWith('loopback')
    expect(address(request('127.0.0.1', '203.0.113.1'))).toBe('203.0.113.1')
    expect(address(request('198.51.100.7', '203.0.113.1'))).toBe('198.51.100.7')
  })

  test('with trusted subnets, every trusted hop is skipped and the first untrusted one is the client', () => {
    expect(addressWith('loopback,10.0.0.0/8')(request('127.0.0.1', '6.6.6.6, 203.0.113.1, 10.1.2.3'))).toBe('203.0.113.1')
  })

  test('without X-Forwarded-For, a trusted proxy setting falls back to the socket address', () => {
    expect(addressWith('1')(request('127.0.0.1'))).toBe('127.0.0.1')
  })
})
