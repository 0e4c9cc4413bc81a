import { formPath } from '#lib/forms/form-path.ts'
import { FORM_NAMES } from '#lib/forms/form-registry.ts'

/**
 * What a log line says a request asked for: a known API address as itself, any other API address
 * as `/api/:unknown`, and `page`, `static` or `other` for the rest. Never the path as sent: a
 * visitor can write anything into an address, an email address or a name among it.
 */
export function loggedRoute(method: string, url: string): string {
  const route = routeLabel(method, url)
  if (route === 'page' || route === 'static') return route
  const path = url.split('?')[0]!
  if (route !== 'other') return path
  return path === '/api' || path.startsWith('/api/') ? '/api/:unknown' : 'other'
}

/** The path the metrics are read at. */
export const METRICS_PATH = '/api/metrics'

/** Every API address the app answers, by the label its requests are counted under. */
const API_ROUTES = new Map<string, string>([
  ['/api/health', 'health'],
  ['/api/form-token', 'form-token'],
  [METRICS_PATH, 'metrics'],
  ...FORM_NAMES.map((form) => [formPath(form), form] as const),
])

/**
 * The label a request is counted under: an API route's name, `page` or `static` for what the
 * static files answer, `other` for the rest. Never the path itself: every distinct label value is
 * a series of its own that Prometheus keeps, so a scanner asking for thousands of made-up paths
 * must land in the same few.
 */
export function routeLabel(method: string, url: string): string {
  const path = url.split('?')[0]!
  const api = API_ROUTES.get(path)
  if (api) return api
  if (!path.startsWith('/') || path.startsWith('/api/') || path === '/api') return 'other'
  if (method !== 'GET' && method !== 'HEAD') return 'other'
  // Pages are folders (/about, /about/): a file name with an extension is an asset, a picture, a video…
  const name = path.slice(path.lastIndexOf('/') + 1)
  return name.includes('.') && !name.endsWith('.html') ? 'static' : 'page'
}
