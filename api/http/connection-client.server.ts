import ipaddr from 'ipaddr.js'

/**
 * Who a connection counts against: its IPv4 address, or the first 64 bits of its IPv6 address,
 * since one home or phone is given a whole /64 and can pick a new address in it for each
 * connection. An IPv4 address written as IPv6 (::ffff:192.0.2.1) is the IPv4 client.
 */
export function connectionClient(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`
}
