import type { StartedSite } from '#tools/start-site/start-site.ts'
import { parseMetrics } from './parse-metrics.ts'

/**
 * The requests the server has received, whole or in part, and not finished with yet (answered, or
 * closed by the client), as its own metrics count them: of one route (a form's name, `health`…), or
 * of all. The read of the metrics is not among them.
 */
export async function requestsInProgress(site: StartedSite, route?: string): Promise<number> {
  const response = await fetch(new URL('/api/metrics', site.baseUrl), { signal: AbortSignal.timeout(5000) })
  return parseMetrics(await response.text())
    .filter((sample) => sample.name === 'senseahead_http_requests_in_progress' && (route === undefined || sample.labels['route'] === route))
    .reduce((sum, sample) => sum + sample.value, 0)
}
