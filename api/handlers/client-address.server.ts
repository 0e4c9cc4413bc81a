import { getRequestHeader, type H3Event } from 'h3'

/**
 * The address of the client a rate limit counts. Behind `trustedProxies` proxies, each of which
 * appends the address it received from to X-Forwarded-For, the client is that many entries from
 * the end; anything further left could have been written by the client itself.
 */
export function clientAddress(event: H3Event, trustedProxies: number): string {
  const socketAddress = event.node.req.socket.remoteAddress ?? 'unknown'
  if (trustedProxies === 0) return socketAddress
  const forwarded = (getRequestHeader(event, 'x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  return forwarded[forwarded.length - trustedProxies] ?? forwarded[0] ?? socketAddress
}
