import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'
import type { TrustProxy } from './parse-trust-proxy.server.ts'

/**
 * The client address a rate limit counts, given which proxies are trusted. Each proxy appends the
 * address it received from to X-Forwarded-For; proxy-addr walks that list from the socket back,
 * trusting only the hops it was told about, so an entry a client wrote itself is never believed.
 */
export function clientAddressOf(trust: TrustProxy): (request: IncomingMessage) => string {
  const socketAddress = (request: IncomingMessage) => request.socket.remoteAddress ?? 'unknown'
  if (trust === 0) return socketAddress
  const isTrusted = typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : proxyAddr.compile(trust)
  return (request) => (request.socket.remoteAddress === undefined ? 'unknown' : proxyAddr(request, isTrusted))
}
