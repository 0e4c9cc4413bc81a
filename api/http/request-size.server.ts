import type { H3Event } from 'h3'

/**
 * A lower bound of the bytes the client sent: the request line, the headers as they arrived and
 * the body read so far (readJsonBody notes its size). Error answers are kept within it, so that
 * no request can draw a larger answer than itself.
 */
export function requestSize(event: H3Event): number {
  const { method, url, rawHeaders } = event.node.req
  let size = `${method ?? ''} ${url ?? ''} HTTP/1.1\r\n\r\n`.length
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) size += Buffer.byteLength(rawHeaders[index]!) + Buffer.byteLength(rawHeaders[index + 1]!) + 4
  return size + (Number(event.context.bodyBytes) || 0)
}
