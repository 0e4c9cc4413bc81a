import { handleCors, type H3Event } from 'h3'
import { IDEMPOTENCY_KEY_HEADER } from '#lib/forms/spam-signals.ts'

/**
 * Lets the pages of the allowed origins use the API from the browser: their preflight requests
 * are answered here (true: nothing more to do), and their requests get the CORS headers that let
 * the page read the answer. Other origins get no CORS headers, so their browsers keep the answer
 * from them; the cross-site check refuses their submissions outright.
 */
export function answerCors(event: H3Event, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.length === 0 || !event.path.startsWith('/api/')) return false
  return handleCors(event, {
    origin: [...allowedOrigins],
    methods: ['GET', 'POST'],
    allowHeaders: ['content-type', IDEMPOTENCY_KEY_HEADER],
    maxAge: '600',
    preflight: { statusCode: 204 },
  })
}
