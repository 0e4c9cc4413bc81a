import { STATUS_CODES, type ServerResponse } from 'node:http'
import { type H3Event, isError } from 'h3'
import { log } from '../log.server.ts'
import { CLIENT_CLOSED_REQUEST } from './client-closed-request.server.ts'
import type { FieldErrors } from './field-errors.server.ts'
import { loggedRoute } from './route-label.server.ts'

/**
 * A lower bound of the bytes the client sent: the request line, the headers as they arrived and
 * the body read so far (readJsonBody notes its size). Error answers are kept within it, so that
 * no request can draw a larger answer than itself.
 */
function requestSize(event: H3Event): number {
  const { method, url, rawHeaders } = event.node.req
  let size = `${method ?? ''} ${url ?? ''} HTTP/1.1\r\n\r\n`.length
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) size += Buffer.byteLength(rawHeaders[index]!) + Buffer.byteLength(rawHeaders[index + 1]!) + 4
  return size + (Number(event.context.bodyBytes) || 0)
}

/**
 * The app's one error handler: every error thrown while handling a request ends here, as a JSON
 * answer and one log line. It reads only what cannot throw (the raw path, never a URL parsed from
 * the Host header), and if anything in it fails all the same, the request still gets a bare 500
 * and the process goes on: an error here would otherwise escape h3 and end the server.
 */
export function answerError(error: unknown, event: H3Event): void {
  try {
    logAndAnswer(error, event)
  } catch (failure) {
    log('error', 'error_answer_failed', { reason: failure instanceof Error ? failure.message : 'unknown' })
    send(event.node.res, 500, '{"message":"Internal server error"}')
  } finally {
    // Answered, or the client is gone and nothing can be: either way h3 must not try again, nor
    // print the error on stderr as a stack trace of many lines beside the log's one line.
    event._handled = true
  }
}

function logAndAnswer(error: unknown, event: H3Event): void {
  const statusCode = isError(error) ? error.statusCode : 500
  // The whole path as the client sent it (h3 strips a mounted prefix, /api, from event.path), as its route.
  const requestUrl = (event.node.req as { originalUrl?: string }).originalUrl ?? event.node.req.url ?? ''
  const path = loggedRoute(event.method, requestUrl)
  if (statusCode === CLIENT_CLOSED_REQUEST) {
    log('info', 'request_closed_by_client', { method: event.method, path, status: statusCode })
    return send(event.node.res, statusCode, '{"message":"Client closed request"}')
  }
  const problems = statusCode < 500 && isError(error) ? (error.data as FieldErrors | undefined) : undefined
  log(statusCode >= 500 ? 'error' : 'warn', 'request_failed', {
    method: event.method,
    path,
    status: statusCode,
    // The cause's message, never the request: bodies, field names and headers may hold personal data.
    reason: statusCode >= 500 ? reasonOf(error) : undefined,
    fields: problems ? Object.keys(problems.errors).join(',') : undefined,
    unknown_fields: problems?.unknownFields || undefined,
  })
  const message = statusCode >= 500 ? 'Internal server error' : ((error as { statusMessage?: string }).statusMessage ?? 'Request failed')
  const full = JSON.stringify(problems ? { message, errors: problems.errors, ...(problems.unknownFields ? { unknownFields: problems.unknownFields } : {}) } : { message })
  // A form's own submission always has room for every field's message; a request crafted to be
  // tiny gets the message alone, or less, so that refusing it never sends more than it sent.
  const room = requestSize(event)
  const body = [full, JSON.stringify({ message }), '{"message":"Refused"}'].find((answer) => Buffer.byteLength(answer) <= room) ?? ''
  send(event.node.res, statusCode, body)
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? error.cause.message : error.message
}

/** Writes the answer unless one has begun or the connection is gone; never throws. */
function send(response: ServerResponse, statusCode: number, body: string): void {
  try {
    if (response.headersSent || response.writableEnded || response.destroyed) return
    response.statusCode = statusCode
    // The standard reason phrase: the human message is in the body.
    response.statusMessage = STATUS_CODES[statusCode] ?? ''
    response.setHeader('content-type', 'application/json; charset=utf-8')
    response.setHeader('content-length', Buffer.byteLength(body))
    response.end(body)
  } catch {
    response.destroy()
  }
}
