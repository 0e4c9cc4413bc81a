import { createRouter, defineEventHandler, setResponseHeader, type Router } from 'h3'
import { READ_METHODS } from '../http/read-methods.server.ts'
import { addExportEraseRoutes } from '../my-data/export-erase-routes.server.ts'
import { addMatchingRoutes } from '../play-with-me/matching-routes.server.ts'
import { addInboxRoutes } from '../staff-inbox/inbox-routes.server.ts'
import { addColleagueRoutes } from '../staff-sign-in/colleague-routes.server.ts'
import { addSignInRoutes } from '../staff-sign-in/sign-in-routes.server.ts'
import type { StaffConsole } from '../staff-sign-in/staff-console.server.ts'
import { STAFF_STYLESHEET, STAFF_STYLESHEET_PATH } from './staff-stylesheet.server.ts'

/**
 * The staff console, under /staff/: its sign-in and sign-out in addSignInRoutes, its inbox in
 * addInboxRoutes, export and erasure in addExportEraseRoutes, Play With Me matching in
 * addMatchingRoutes, colleagues in addColleagueRoutes, and here GET /staff/staff.css, the
 * console's own rules beside the site's style sheets. Every other address under /staff/ is left
 * to the site's not-found page.
 */
export function staffRoutes(staffConsole: StaffConsole): Router {
  const router = createRouter()

  router.add(
    STAFF_STYLESHEET_PATH,
    defineEventHandler((event) => {
      setResponseHeader(event, 'content-type', 'text/css; charset=utf-8')
      return STAFF_STYLESHEET
    }),
    READ_METHODS,
  )

  addInboxRoutes(router, staffConsole)
  addExportEraseRoutes(router, staffConsole)
  addMatchingRoutes(router, staffConsole)
  addColleagueRoutes(router, staffConsole)
  addSignInRoutes(router, staffConsole)

  return router
}
