import { createApp, createRouter, defineEventHandler, getRequestURL, isError, send, setResponseHeader, setResponseStatus, type App } from 'h3'
import { log } from './log.server.ts'
import { staticFiles } from './static/static-files.server.ts'

export interface AppOptions {
  /** The build's client folder, with the prerendered pages. */
  clientRoot: string
}

/** The whole server as an h3 app, so tests can call it in-process. */
export function createSiteApp({ clientRoot }: AppOptions): App {
  const app = createApp({
    onError(error, event) {
      const statusCode = isError(error) ? error.statusCode : 500
      const message = statusCode >= 500 ? 'Internal server error' : (error.statusMessage ?? 'Request failed')
      log(statusCode >= 500 ? 'error' : 'warn', 'request_failed', {
        method: event.method,
        path: getRequestURL(event).pathname,
        status: statusCode,
        // The cause's message, not the request: request bodies may hold personal data.
        reason: statusCode >= 500 ? String(error.cause instanceof Error ? error.cause.message : error.message) : undefined,
      })
      setResponseStatus(event, statusCode)
      setResponseHeader(event, 'content-type', 'application/json; charset=utf-8')
      return send(event, JSON.stringify({ message }))
    },
  })

  const api = createRouter()
  api.get('/api/health', defineEventHandler(() => ({ ok: true })))
  app.use(api)
  app.use(staticFiles(clientRoot))
  return app
}
