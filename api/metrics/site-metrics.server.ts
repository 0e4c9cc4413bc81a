import type { IncomingMessage, ServerResponse } from 'node:http'
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client'
import type { StoreHealth } from '../database/store-health.server.ts'
import { requestMetrics } from './request-metrics.server.ts'

export interface SiteMetrics {
  /** Everything /api/metrics shows, and nothing else: a registry of this server's own. */
  registry: Registry
  /** METRICS_TOKEN: who shows it may read the metrics from anywhere. */
  token: string | undefined
  /** Counts and times the request once it is answered. */
  observeRequest(request: IncomingMessage, response: ServerResponse): void
  /** Counts a request the rate limit refused. */
  countRateLimited(): void
}

export interface SiteMetricsOptions {
  storeHealth: StoreHealth
  token?: string | undefined
}

/**
 * The server's metrics, in a registry of its own rather than prom-client's global one, so that two
 * servers in one process (tests, the dev server) never add to each other's counters. Node's own
 * figures (CPU, memory, event-loop delay, garbage collection) come with them, prefixed: they cost
 * an event-loop delay monitor and a garbage-collection observer, once per server.
 */
export function siteMetrics({ storeHealth, token }: SiteMetricsOptions): SiteMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'senseahead_' })
  const rateLimited = new Counter({
    name: 'senseahead_rate_limited_requests_total',
    help: 'Form submissions refused by the rate limit (answered 429).',
    registers: [registry],
  })
  new Gauge({
    name: 'senseahead_store_healthy',
    help: '1 when the store can take a submission now (the /api/health check), 0 when it cannot.',
    registers: [registry],
    // The health check's own result, so at most one write a second; a failure is a 0, never an error.
    async collect() {
      const problem = await storeHealth.check().catch((error: unknown) => String(error))
      this.set(problem === undefined ? 1 : 0)
    },
  })
  return {
    registry,
    token,
    observeRequest: requestMetrics(registry),
    countRateLimited: () => rateLimited.inc(),
  }
}
