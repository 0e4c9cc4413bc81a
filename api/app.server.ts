import { createApp, createError, createRouter, defineEventHandler, setResponseHeader, setResponseStatus, type App } from 'h3'
import { formPath } from '#lib/forms/form-path.ts'
import { FORM_TOKEN_PATH } from '#lib/forms/spam-signals.ts'
import type { AppConfig } from './app-config.server.ts'
import { isAdminPath, setAdminSecurityHeaders } from './cms/admin-security-headers.server.ts'
import { cmsRoutes } from './cms/cms-routes.server.ts'
import type { StoreHealth } from './database/store-health.server.ts'
import { formHandler } from './forms-intake/form-handler.server.ts'
import { formTokenHandler, type FormTokens } from './forms-intake/form-tokens.server.ts'
import type { SubmissionWriter } from './forms-intake/submission-writer.server.ts'
import { FORM_NAMES } from './forms/form-definitions.server.ts'
import { answerCors } from './http/answer-cors.server.ts'
import { answerError } from './http/answer-error.server.ts'
import { READ_METHODS } from './http/read-methods.server.ts'
import { refuseInvalidHost } from './http/refuse-invalid-host.server.ts'
import { refuseInvalidPath } from './http/refuse-invalid-path.server.ts'
import { METRICS_PATH } from './http/route-label.server.ts'
import { setSecurityHeaders } from './http/security-headers.server.ts'
import { staticFiles } from './http/static/static-files.server.ts'
import { metricsHandler } from './metrics/metrics-handler.server.ts'
import type { SiteMetrics } from './metrics/site-metrics.server.ts'
import { isMyDataPath, myDataRoutes, type MyData } from './my-data/my-data-routes.server.ts'
import { logRefusals, type RateLimiter } from './rate-limit/rate-limiter.server.ts'
import { staffRoutes } from './staff-console/staff-routes.server.ts'
import { isStaffPath, setStaffSecurityHeaders } from './staff-console/staff-security-headers.server.ts'
import type { StaffConsole } from './staff-sign-in/staff-console.server.ts'

/**
 * What /api/health tells the world when the store cannot be written. The detail names the store's
 * place on the disk or the database's address, so it goes to the operator's log only (the store
 * logs it once when it becomes unavailable, see makeStore).
 */
const STORE_UNAVAILABLE = 'store unavailable'

export interface AppOptions {
  /** The build's client folder, with the prerendered pages; without it only the API answers (Vite serves the pages in development). */
  clientRoot?: string
  /** Whether the store can take a write, for the health check. */
  storeHealth: StoreHealth
  /** Stores the submissions, many to a commit. */
  writer: SubmissionWriter
  rateLimiter: RateLimiter
  formTokens: FormTokens
  config: AppConfig
  /** Counts what the server does, and answers /api/metrics. */
  metrics?: SiteMetrics
  /** Called after a new submission committed. */
  onSubmissionStored?: (id: string) => void
  /** The staff console; without it /staff/ is the site's not-found page. */
  staff?: StaffConsole
  /** The pages the links in a confirmation open; without them /my-data/ is the site's not-found page. */
  myData?: MyData
}

/** The whole server as an h3 app; scripts/start.ts serves it. */
export function createSiteApp({ clientRoot, storeHealth, writer, rateLimiter, formTokens, config, onSubmissionStored, metrics, staff, myData }: AppOptions): App {
  const app = createApp({
    onRequest(event) {
      metrics?.observeRequest(event.node.req, event.node.res)
      setSecurityHeaders(event, config)
      if (isAdminPath(event.path)) setAdminSecurityHeaders(event, config)
      // A person's own data is as private as what staff see: the same strict headers.
      if ((staff && isStaffPath(event.path)) || (myData && isMyDataPath(event.path))) setStaffSecurityHeaders(event, config)
      // API answers are about one moment and one visitor: no cache or proxy may keep them.
      if (event.path.startsWith('/api/')) setResponseHeader(event, 'cache-control', 'no-store')
      refuseInvalidHost(event)
      refuseInvalidPath(event)
    },
    onError: answerError,
  })

  // A layer, not part of onRequest: a preflight it answers ends the request here, before any handler.
  app.use(defineEventHandler((event) => void answerCors(event, config.allowedOrigins)))
  const api = createRouter()
  api.add(
    '/api/health',
    defineEventHandler(async (event) => {
      const problem = await storeHealth.check()
      if (!problem) return { ok: true }
      setResponseStatus(event, 503)
      return { ok: false, reason: STORE_UNAVAILABLE }
    }),
    READ_METHODS,
  )
  api.add(FORM_TOKEN_PATH, formTokenHandler(formTokens), READ_METHODS)
  if (metrics) api.add(METRICS_PATH, metricsHandler(metrics, config.trustProxy), READ_METHODS)
  const logRefused = logRefusals()
  const refused = () => {
    logRefused()
    metrics?.countRateLimited()
  }
  for (const form of FORM_NAMES) api.use(formPath(form), formHandler(form, { writer, rateLimiter, refused, formTokens, config, onStored: onSubmissionStored }))
  app.use(api)
  // Without GitHub settings the CMS's routes do not exist: they answer 404 like any unknown API address.
  if (config.cms) app.use(cmsRoutes({ settings: config.cms, https: config.https, siteUrl: config.siteUrl }))
  if (staff) app.use(staffRoutes(staff))
  if (myData) app.use(myDataRoutes(myData))
  app.use(
    '/api',
    defineEventHandler(() => {
      throw createError({ statusCode: 404, statusMessage: 'No such API address' })
    }),
  )
  if (clientRoot) app.use(staticFiles(clientRoot))
  return app
}
