import { createError } from 'h3'

/**
 * 499, nginx's "client closed request": the visitor went away before the answer (a closed tab, a
 * lost connection). Nothing failed on the server, so it is logged as such and never as a 500.
 */
export const CLIENT_CLOSED_REQUEST = 499

export function clientClosedRequest() {
  return createError({ statusCode: CLIENT_CLOSED_REQUEST, statusMessage: 'Client closed request' })
}
