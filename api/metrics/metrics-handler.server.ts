import { createError, defineEventHandler, setResponseHeader } from 'h3'
import { clientAddressOf } from '../http/client-address.server.ts'
import type { TrustProxy } from '../http/parse-trust-proxy.server.ts'
import { mayReadMetrics } from './may-read-metrics.server.ts'
import type { SiteMetrics } from './site-metrics.server.ts'

/**
 * GET /api/metrics, in Prometheus's text format, for a process on the server itself or a bearer of
 * METRICS_TOKEN. Anyone else gets the very answer an unknown API address gets, so the address
 * does not show that it exists. It is not rate limited: a refused read costs no more than any
 * 404, and a scraper on the server must never be refused for visitors' traffic.
 */
export function metricsHandler(metrics: SiteMetrics, trustProxy: TrustProxy) {
  const clientAddress = clientAddressOf(trustProxy)
  return defineEventHandler(async (event) => {
    const request = event.node.req
    const allowed = mayReadMetrics({
      socketAddress: request.socket.remoteAddress,
      clientAddress: clientAddress(request),
      authorization: request.headers.authorization,
      token: metrics.token,
      forwarded: request.headers.forwarded,
      forwardedFor: request.headers['x-forwarded-for'],
      proxyTrusted: trustProxy !== 0,
    })
    if (!allowed) throw createError({ statusCode: 404, statusMessage: 'No such API address' })
    const text = await metrics.registry.metrics()
    setResponseHeader(event, 'content-type', metrics.registry.contentType)
    return text
  })
}
