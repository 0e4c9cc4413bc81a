import { deleteCookie, getCookie, setCookie, type H3Event } from 'h3'
import { staffConsoleOf } from './staff-console.server.ts'

/** How long a sign-in may take for the console to still lead back to the page asked for. */
const RETURN_TO_SECONDS = 15 * 60

/** A page of the console that a sign-in may lead to: a path under /staff/, never a sign-in or sign-out step, nothing that leaves the site. */
const CONSOLE_PAGE = /^\/staff\/(?!sign-in|sign-out)[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*$/

const cookieName = (https: boolean) => (https ? '__Host-staff_return_to' : 'staff_return_to')

const isConsolePage = (path: string) => path.length <= 2000 && CONSOLE_PAGE.test(path) && !path.includes('//') && !/%2e|%2f|%5c|\.\./i.test(path)

/**
 * The console page a person asked for before signing in, kept in a short-lived cookie while they
 * sign in (by GitHub or by a link opened in the same browser), so the sign-in leads back to it.
 * - remember: on a page asked for without a session;
 * - take: after a sign-in, the page to go to (the inbox when none was kept, or the kept one is not
 *   a console page), and the cookie is cleared.
 */
export const returnTo = {
  remember(event: H3Event): void {
    const { https } = staffConsoleOf(event)
    if (isConsolePage(event.path)) setCookie(event, cookieName(https), event.path, { httpOnly: true, sameSite: 'lax', secure: https, path: '/', maxAge: RETURN_TO_SECONDS })
  },
  take(event: H3Event): string {
    const { https } = staffConsoleOf(event)
    const kept = getCookie(event, cookieName(https))
    if (kept === undefined) return '/staff/'
    deleteCookie(event, cookieName(https), { path: '/', secure: https })
    return isConsolePage(kept) ? kept : '/staff/'
  },
}
