import { createError, type H3Event } from 'h3'

/** host[:port], where host is a name, an IPv4 address or a bracketed IPv6 address (RFC 3986 authority without user info). */
const AUTHORITY = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=-]+)(?::(\d{1,5}))?$/

/**
 * HTTP/1.1 requires a 400 answer to a Host header that is not a valid authority, and to a request
 * with more than one (Node keeps only the first in `headers`; a proxy in front may have read
 * another). Refusing it here, before anything else runs, means no later code ever builds a URL
 * from it.
 */
export function refuseInvalidHost(event: H3Event): void {
  const hosts = event.node.req.headersDistinct.host
  if (hosts === undefined) return
  if (hosts.length > 1) throw createError({ statusCode: 400, statusMessage: 'The request has more than one Host header' })
  const host = hosts[0]!
  const port = AUTHORITY.exec(host)?.[1]
  if (host !== '' && AUTHORITY.test(host) && (port === undefined || Number(port) <= 65535)) return
  throw createError({ statusCode: 400, statusMessage: 'The Host header is not valid' })
}
