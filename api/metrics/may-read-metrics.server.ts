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
}

/**
 * Who may read the metrics: a process on the server itself, or whoever shows the token. "On the
 * server itself" needs both the connection from loopback (never X-Forwarded-For alone, which
 * anyone can write) and no trusted proxy naming a remote client: behind Caddy on the same machine
 * every visitor's connection comes from loopback, and the proxy's X-Forwarded-For is what tells
 * them apart.
 */
export function mayReadMetrics({ socketAddress, clientAddress, authorization, token }: MetricsRequest): boolean {
  if (socketAddress !== undefined && isLoopback(socketAddress, 0) && isLoopback(clientAddress, 0)) return true
  if (token === undefined || authorization === undefined) return false
  const shown = /^Bearer +(\S+) *$/i.exec(authorization)?.[1]
  // Compared as digests, in constant time: neither the token's length nor its first wrong character shows in the timing.
  return shown !== undefined && timingSafeEqual(digest(shown), digest(token))
}

const digest = (text: string) => createHash('sha256').update(text).digest()
