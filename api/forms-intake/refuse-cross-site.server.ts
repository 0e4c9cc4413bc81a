import { createError, getRequestHeader, type H3Event } from 'h3'

/**
 * Refuses a submission that another site's page makes the visitor's browser send. Browsers say
 * where a request comes from in Sec-Fetch-Site; older ones only send Origin, which must then name
 * this host. A request with neither comes from no browser page (a script or a command line) and
 * gains nothing from the visitor's browser, so it passes. The site's own pages served from an
 * allowed origin (ALLOWED_ORIGINS) pass too.
 */
export function refuseCrossSite(event: H3Event, allowedOrigins: readonly string[] = []): void {
  const origin = getRequestHeader(event, 'origin')
  if (origin && allowedOrigins.includes(origin)) return
  const fetchSite = getRequestHeader(event, 'sec-fetch-site')
  if (fetchSite) {
    if (fetchSite === 'same-origin' || fetchSite === 'none') return
    throw forbidden()
  }
  if (!origin) return
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    throw forbidden()
  }
  if (originHost !== getRequestHeader(event, 'host')) throw forbidden()
}

function forbidden() {
  return createError({ statusCode: 403, statusMessage: 'Forms can only be sent from this site' })
}
