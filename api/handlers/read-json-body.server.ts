import { createError, getRequestHeader, setResponseHeader, type H3Event } from 'h3'

export const MAX_BODY_BYTES = 32 * 1024

/**
 * Reads the request body as JSON, refusing anything but application/json (415) and any body over
 * MAX_BODY_BYTES (413). The size is counted while reading, so a chunked body without a
 * Content-Length cannot get round the limit.
 */
export async function readJsonBody(event: H3Event): Promise<unknown> {
  const mediaType = getRequestHeader(event, 'content-type')?.split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json') throw createError({ statusCode: 415, statusMessage: 'Please send the form as application/json' })

  const declared = Number(getRequestHeader(event, 'content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw tooLarge(event)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of event.node.req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw tooLarge(event)
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw createError({ statusCode: 400, statusMessage: 'The request body is not valid JSON' })
  }
}

function tooLarge(event: H3Event) {
  // The rest of the body is not read, so the connection cannot be reused.
  setResponseHeader(event, 'connection', 'close')
  return createError({ statusCode: 413, statusMessage: 'The form is too large to send' })
}
