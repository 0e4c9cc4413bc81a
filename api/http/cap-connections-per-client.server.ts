import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import ipaddr from 'ipaddr.js'
import proxyAddr from 'proxy-addr'
import type { TrustProxy } from './parse-trust-proxy.server.ts'

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

/**
 * Closes a new connection at once when its client (see connectionClient) already holds
 * `maxPerClient`, so that one client cannot take all of the server's MAX_CONNECTIONS and leave
 * none for anyone else. A trusted proxy's own connections are not counted: each carries many
 * visitors, and the proxy's own limits hold them back.
 */
export function capConnectionsPerClient(server: Server, maxPerClient: number, trustProxy: TrustProxy): void {
  const isProxy = isTrustedProxy(trustProxy)
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    // No address: the connection is already gone.
    if (socket.remoteAddress === undefined || isProxy(socket.remoteAddress)) return
    const client = connectionClient(socket.remoteAddress)
    const held = open.get(client) ?? 0
    if (held >= maxPerClient) return void socket.destroy()
    open.set(client, held + 1)
    socket.once('close', () => {
      const left = open.get(client)! - 1
      if (left === 0) open.delete(client)
      else open.set(client, left)
    })
  })
}

/** Whether a connection comes straight from a trusted proxy: every one when TRUST_PROXY is a number of hops. */
function isTrustedProxy(trust: TrustProxy): (address: string) => boolean {
  if (typeof trust === 'number') return () => trust > 0
  const trusted = proxyAddr.compile(trust)
  return (address) => trusted(address, 0)
}
