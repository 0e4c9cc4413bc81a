import { describe, expect, test } from 'vitest'
import { connectionClient } from './cap-connections-per-client.server.ts'

describe('The client a connection counts against', () => {
  test('is the IPv4 address itself, however it is written', () => {
    expect(connectionClient('192.0.2.1')).toBe('192.0.2.1')
    expect(connectionClient('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(connectionClient('192.0.2.2')).not.toBe(connectionClient('192.0.2.1'))
  })

  test('is the /64 network of an IPv6 address, so one household cannot take a new address for each connection', () => {
    expect(connectionClient('2001:db8:1:2::1')).toBe(connectionClient('2001:db8:1:2:abcd:ef01:2345:6789'))
    expect(connectionClient('2001:db8:1:2::1')).toBe(connectionClient('2001:0db8:0001:0002:0000:0000:0000:0002'))
    expect(connectionClient('2001:db8:1:3::1')).not.toBe(connectionClient('2001:db8:1:2::1'))
    expect(connectionClient('::1')).toBe(connectionClient('::2'))
  })
})
