import { createServer, type RequestListener, type Server } from 'node:http'
import { answerClientErrors } from './answer-client-errors.server.ts'
import { capConnectionsPerClient } from './cap-connections-per-client.server.ts'
import type { TrustProxy } from './parse-trust-proxy.server.ts'

export interface ServerLimits {
  /** A client must have sent every header within this time. */
  headersTimeoutMs: number
  /** … and the whole request, body included. */
  requestTimeoutMs: number
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number
  /** Connections beyond this are closed as they arrive, so slow clients cannot use up the file descriptors. */
  maxConnections: number
  /** … and beyond this many from one client (an IPv4 address, an IPv6 /64), except a trusted proxy. */
  maxConnectionsPerClient: number
}

/**
 * The production HTTP server: Node's own, created with the limits that hold against slow clients.
 * Node checks the header and request timeouts on a timer whose period can only be set when the
 * server is created, so it is set here to a second: a client that trickles its headers is cut
 * within a second of the limit, not up to 30 s later.
 */
export function createHttpServer(listener: RequestListener, limits: ServerLimits, trustProxy: TrustProxy): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: 1000,
      // Headers over 16 KB are refused with 431 before any handler runs.
      maxHeaderSize: 16 * 1024,
    },
    listener,
  )
  server.maxConnections = limits.maxConnections
  capConnectionsPerClient(server, limits.maxConnectionsPerClient, trustProxy)
  // A client that idles in the middle of a request body is cut too (Node's default is never).
  server.setTimeout(limits.requestTimeoutMs)
  answerClientErrors(server)
  return server
}
