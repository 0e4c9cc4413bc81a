import { createError, getRequestHeader, setResponseHeader, type H3Event } from 'h3'
import { readLimitedBody } from './read-limited-body.server.ts'

/** The console's forms hold an address, a token or a few words: far less than this. */
const MAX_FORM_BYTES = 8 * 1024

const FORM_KEY = 'staffForm'

/**
 * The fields of a console form (application/x-www-form-urlencoded), read once per request and kept
 * for whoever asks again (requireStaff for the CSRF token, then the route). A body past
 * MAX_FORM_BYTES is refused with 413 while it is still coming, Content-Length or not.
 */
export async function readStaffForm(event: H3Event): Promise<URLSearchParams> {
  const kept = event.context[FORM_KEY] as URLSearchParams | undefined
  if (kept) return kept
  const declared = Number(getRequestHeader(event, 'content-length') ?? 0)
  const body = declared > MAX_FORM_BYTES ? undefined : await readLimitedBody(event.node.req, MAX_FORM_BYTES)
  if (body === undefined) {
    // The rest of the body is not kept, so the connection cannot be reused.
    setResponseHeader(event, 'connection', 'close')
    throw createError({ statusCode: 413, statusMessage: 'That form was too large to send.' })
  }
  const form = new URLSearchParams(body.toString('utf8'))
  event.context[FORM_KEY] = form
  return form
}
