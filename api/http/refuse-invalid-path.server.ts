import { createError, type H3Event } from 'h3'

/** Control characters, NUL included: no address of the site has one, encoded or not. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * A path whose percent-encoding is broken or which decodes to a control character names nothing
 * here: refusing it before routing keeps such bytes out of every later message and log line.
 */
export function refuseInvalidPath(event: H3Event): void {
  const path = (event.node.req.url ?? '').split('?')[0]!
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    throw invalidPath()
  }
  if (CONTROL.test(decoded)) throw invalidPath()
}

function invalidPath() {
  return createError({ statusCode: 400, statusMessage: 'The address is not valid' })
}
