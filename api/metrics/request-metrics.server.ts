import type { IncomingMessage, ServerResponse } from 'node:http'
import { Counter, Gauge, Histogram, type Registry } from 'prom-client'
import { CLIENT_CLOSED_REQUEST } from '../http/client-closed-request.server.ts'
import { routeLabel } from '../http/route-label.server.ts'
import { log } from '../log.server.ts'

/** From a cached page (about a millisecond) to a request that ran into its timeout. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/**
 * Counts each answered request by route and status, times it from the first handler to the
 * last byte handed to the connection, and counts those under way: requests the server has in hand
 * and has not answered yet (a rising number is a store or a client holding them). Reads of the metrics themselves are left out: a scrape
 * every few seconds would otherwise be most of a quiet site's traffic and water down the share of
 * errors an alert watches.
 */
export function requestMetrics(registry: Registry): (request: IncomingMessage, response: ServerResponse) => void {
  const requests = new Counter({
    name: 'senseahead_http_requests_total',
    help: 'Requests answered, by route (an API route, page, static or other) and status; 499 when the client left first.',
    labelNames: ['route', 'status'],
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'senseahead_http_request_duration_seconds',
    help: 'Time from receiving a request to sending the last byte of its answer, by route.',
    labelNames: ['route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const inProgress = new Gauge({
    name: 'senseahead_http_requests_in_progress',
    help: 'Requests received whole or in part and not answered yet, by route.',
    labelNames: ['route'],
    registers: [registry],
  })
  return (request, response) => {
    const route = routeLabel(request.method ?? '', request.url ?? '')
    if (route === 'metrics') return
    const start = performance.now()
    inProgress.inc({ route })
    response.once('close', () => {
      // A listener of the connection's events: anything thrown here would escape every handler.
      try {
        inProgress.dec({ route })
        const status = response.writableFinished ? response.statusCode : CLIENT_CLOSED_REQUEST
        requests.inc({ route, status: String(status) })
        durations.observe({ route }, (performance.now() - start) / 1000)
      } catch (error) {
        log('error', 'metrics_failed', { reason: error instanceof Error ? error.message : String(error) })
      }
    })
  }
}
