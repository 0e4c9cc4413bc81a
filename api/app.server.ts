import { createApp, createError, createRouter, defineEventHandler, getRequestURL, isError, send, setResponseHeader, setResponseStatus, type App } from 'h3'
import type { Kysely } from 'kysely'
import type { AppConfig } from './app-config.server.ts'
import type { Tables } from './database/tables.server.ts'
import { FORM_NAMES } from './forms/form-definitions.server.ts'
import { formHandler } from './handlers/form-handler.server.ts'
import { setSecurityHeaders } from './handlers/security-headers.server.ts'
import { log } from './log.server.ts'
import { staticFiles } from './static/static-files.server.ts'

export interface AppOptions {
  /** The build's client folder, with the prerendered pages; without it only the API answers (Vite serves the pages in development). */
  clientRoot?: string
  /** The migrated store. */
  db: Kysely<Tables>
  config: AppConfig
  /** Called after a submission committed. */
  onSubmissionStored?: (id: string) => void
}

/** The whole server as an h3 app, so tests can call it in-process. */
export function createSiteApp({ clientRoot, db, config, onSubmissionStored }: AppOptions): App {
  const app = createApp({
    onRequest(event) {
      setSecurityHeaders(event, config)
    },
    onError(error, event) {
      const statusCode = isError(error) ? error.statusCode : 500
      const message = statusCode >= 500 ? 'Internal server error' : (error.statusMessage ?? 'Request failed')
      const errors = statusCode < 500 ? (error.data as { errors?: Record<string, string> } | undefined)?.errors : undefined
      log(statusCode >= 500 ? 'error' : 'warn', 'request_failed', {
        method: event.method,
        path: getRequestURL(event).pathname,
        status: statusCode,
        // The cause's message, not the request: request bodies may hold personal data.
        reason: statusCode >= 500 ? String(error.cause instanceof Error ? error.cause.message : error.message) : undefined,
        fields: errors ? Object.keys(errors).join(',') : undefined,
      })
      setResponseStatus(event, statusCode)
      setResponseHeader(event, 'content-type', 'application/json; charset=utf-8')
      return send(event, JSON.stringify(errors ? { message, errors } : { message }))
    },
  })

  const api = createRouter()
  api.get('/api/health', defineEventHandler(() => ({ ok: true })))
  for (const form of FORM_NAMES) api.use(`/api/${form}`, formHandler(form, { db, config, onStored: onSubmissionStored }))
  app.use(api)
  app.use('/api', defineEventHandler(() => {
    throw createError({ statusCode: 404, statusMessage: 'No such API address' })
  }))
  if (clientRoot) app.use(staticFiles(clientRoot))
  return app
}
