import { defineEventHandler, getResponseHeader, isError, sendRedirect, setResponseHeader, setResponseStatus, type EventHandler, type H3Event } from 'h3'
import { log } from '../log.server.ts'
import { setStaffConsole, type StaffConsole } from './staff-console.server.ts'
import type { WayBack } from './staff-pages.server.tsx'

const TITLES: Record<number, string> = {
  400: 'Something is missing',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Already changed',
  413: 'Too large',
  429: 'Too many tries',
  502: 'GitHub did not answer',
}

const WAY_BACK_KEY = 'staffWayBack'

/**
 * Where a refusal of this request leads back to, once the person is known to be signed in: the
 * page of the console they came from, not the sign-in page they no longer need.
 */
export function setWayBack(event: H3Event, back: WayBack): void {
  event.context[WAY_BACK_KEY] = back
}

/** What a console route does: a page's HTML, or nothing when it answered otherwise (a redirect, a download). */
export type StaffHandler = (event: H3Event) => Promise<string | void> | string | void

/**
 * The console's routes for one console: each handler gets the console on its request (for
 * requireStaff), and a refusal it throws is answered as a page in plain words, or as the redirect
 * requireStaff asked for.
 */
export const staffRoute =
  (staffConsole: StaffConsole) =>
  (handler: StaffHandler): EventHandler =>
    defineEventHandler(async (event) => {
      setStaffConsole(event, staffConsole)
      try {
        const page = await handler(event)
        if (typeof page === 'string') setResponseHeader(event, 'content-type', 'text/html; charset=utf-8')
        return page
      } catch (error) {
        if (!isError(error) || error.statusCode >= 500) throw error
        const location = getResponseHeader(event, 'location')
        if (error.statusCode === 303 && typeof location === 'string') return sendRedirect(event, location, 303)
        log('warn', 'staff_request_refused', { method: event.method, status: error.statusCode })
        setResponseStatus(event, error.statusCode)
        setResponseHeader(event, 'content-type', 'text/html; charset=utf-8')
        const back = event.context[WAY_BACK_KEY] as WayBack | undefined
        return staffConsole.pages.problem(TITLES[error.statusCode] ?? 'That did not work', error.statusMessage ?? 'That did not work.', back)
      }
    })
