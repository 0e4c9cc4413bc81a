import { deleteCookie, getCookie, type H3Event } from 'h3'
import { signature } from '../secrets/signed-links.server.ts'
import type { SignedInStaff } from './signed-in-staff.server.ts'
import { mayUseConsole } from './staff-colleagues.server.ts'
import { sessionCookieName, staffConsoleOf } from './staff-console.server.ts'
import { personOf } from './staff-person.server.ts'

/**
 * A session's CSRF token, worked out from its id rather than stored: only a page that was given
 * the token (the console's own, over its session) can send it back, and the store holds nothing
 * that leads to it.
 */
const csrfToken = (sessionId: string) => signature(sessionId, 'staff-console-csrf')

/**
 * The person whose live session the request's cookie names, while the server's settings name them
 * or they are a colleague added in the console; undefined otherwise, and a cookie that signs nobody in is cleared.
 */
export async function findSignedInStaff(event: H3Event): Promise<SignedInStaff | undefined> {
  const staffConsole = staffConsoleOf(event)
  const cookie = sessionCookieName(staffConsole)
  const sessionId = getCookie(event, cookie)
  if (!sessionId) return undefined
  const personId = await staffConsole.sessions.find(sessionId)
  const named = personId === undefined ? undefined : personOf(personId)
  const person = named && (await mayUseConsole(staffConsole.store.db, staffConsole.settings, named)) ? named : undefined
  if (!person) {
    // Someone taken off the lists or removed as a colleague: their session goes at once, not only at its expiry.
    if (personId !== undefined) await staffConsole.sessions.end(sessionId)
    deleteCookie(event, cookie, { path: '/', secure: staffConsole.https })
    return undefined
  }
  return { ...person, csrfToken: csrfToken(sessionId) }
}
