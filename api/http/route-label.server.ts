import { FORM_NAMES } from '#lib/forms/form-registry.ts'
import { formPath } from '#lib/forms/form-path.ts'

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
