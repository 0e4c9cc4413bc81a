import { createHash, timingSafeEqual } from 'node:crypto'
import proxyAddr from 'proxy-addr'

const isLoopback = proxyAddr.compile('loopback')

export interface MetricsRequest {
  /** The address the connection comes from. */
  socketAddress: string | undefined
  /** The client as the trusted proxies name it (TRUST_PROXY); the socket address when none is trusted. */
  clientAddress: string
  /** The Authorization header, if any. */
  authorization: string | undefined
  /** METRICS_TOKEN, if set. */
  token: string | undefined
  /** The Forwarded header (RFC 7239), if any. */
  forwarded: string | undefined
  /** The X-Forwarded-For header, if any (Node joins repeated ones, but does not type it so). */
  forwardedFor: string | string[] | undefined
  /** Whether TRUST_PROXY names a proxy, whose X-Forwarded-For then tells the client address. */
  proxyTrusted: boolean
}

/**
 * Who may read the metrics: a process on the server itself, or whoever shows the token. "On the
 * server itself" needs both the connection from loopback (never X-Forwarded-For alone, which
 * anyone can write) and no proxy naming another client: behind a proxy on the same machine every
 * visitor's connection comes from loopback. So a request that carries X-Forwarded-For is local
 * only when TRUST_PROXY trusts the proxy and the client it names is local, and one that carries
 * Forwarded never is: who that header names is not read, and a proxy may send it alone.
 */
export function mayReadMetrics({ socketAddress, clientAddress, authorization, token, forwarded, forwardedFor, proxyTrusted }: MetricsRequest): boolean {
  const forwardedByProxy = forwarded !== undefined || (forwardedFor !== undefined && !proxyTrusted)
  if (socketAddress !== undefined && isLoopback(socketAddress, 0) && isLoopback(clientAddress, 0) && !forwardedByProxy) return true
  if (token === undefined || authorization === undefined) return false
  const shown = /^Bearer +(\S+) *$/i.exec(authorization)?.[1]
  // Compared as digests, in constant time: neither the token's length nor its first wrong character shows in the timing.
  return shown !== undefined && timingSafeEqual(digest(shown), digest(token))
}

const digest = (text: string) => createHash('sha256').update(text).digest()
