import autocannon from 'autocannon'

interface LoadOptions {
  /** The server's origin, such as http://127.0.0.1:3000. */
  baseUrl: string
  path: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  connections: number
  durationSeconds: number
}

export interface LoadFigures {
  /** How long the load really ran, in seconds. */
  durationSeconds: number
  /** How many answers had each status code. */
  answers: Map<number, number>
  /** Latency percentiles of the 2xx answers, in milliseconds. */
  p50Ms: number
  p99Ms: number
  /** Connection errors, timeouts included. */
  errors: number
  timeouts: number
}

/**
 * Keeps `connections` HTTP/1.1 keep-alive connections busy for `durationSeconds`, each sending its
 * next request as soon as the previous one is answered. Runs in this process (no worker threads),
 * so several loads can run at once and be awaited together.
 */
export async function runLoad({ baseUrl, path, method = 'GET', headers = {}, body, connections, durationSeconds }: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: new URL(path, baseUrl).href,
    method,
    headers,
    body,
    connections,
    duration: durationSeconds,
    timeout: 10,
    // Latency of the answers the figures count: failures are counted by status instead.
    excludeErrorStats: true,
  })
  const answers = new Map<number, number>()
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) answers.set(Number(status), count)
  return { durationSeconds: result.duration, answers, p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors, timeouts: result.timeouts }
}
