import { routeLabel } from './route-label.server.ts'

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
