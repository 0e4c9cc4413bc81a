import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Kysely } from 'kysely'
import { collectDefaultMetrics, Counter, Registry } from 'prom-client'
import type { StoreHealth } from '../database/store-health.server.ts'
import type { Tables } from '../database/tables.server.ts'
import type { SubmissionWriter } from '../forms-intake/submission-writer.server.ts'
import { countStoredSubmissions } from './count-stored-submissions.server.ts'
import { requestMetrics } from './request-metrics.server.ts'
import { storeMetrics } from './store-metrics.server.ts'

export interface SiteMetrics {
  /** Everything /api/metrics shows, and nothing else: a registry of this server's own. */
  registry: Registry
  /** METRICS_TOKEN: who shows it may read the metrics from anywhere. */
  token: string | undefined
  /** Counts and times the request once it is answered. */
  observeRequest(request: IncomingMessage, response: ServerResponse): void
  /** The writer, counting what it stores. */
  countStored(writer: SubmissionWriter): SubmissionWriter
  /** Counts a request the rate limit refused. */
  countRateLimited(): void
}

export interface SiteMetricsOptions {
  db: Kysely<Tables>
  storeHealth: StoreHealth
  token?: string | undefined
}

/**
 * The server's metrics, in a registry of its own rather than prom-client's global one, so that two
 * servers in one process (tests, the dev server) never add to each other's counters. Node's own
 * figures (CPU, memory, event-loop delay, garbage collection) come with them, prefixed: they cost
 * an event-loop delay monitor and a garbage-collection observer, once per server.
 */
export function siteMetrics({ db, storeHealth, token }: SiteMetricsOptions): SiteMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'senseahead_' })
  const rateLimited = new Counter({
    name: 'senseahead_rate_limited_requests_total',
    help: 'Form submissions refused by the rate limit (answered 429).',
    registers: [registry],
  })
  storeMetrics(registry, { db, storeHealth })
  return {
    registry,
    token,
    observeRequest: requestMetrics(registry),
    countStored: countStoredSubmissions(registry),
    countRateLimited: () => rateLimited.inc(),
  }
}
