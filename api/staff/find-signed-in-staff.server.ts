import { deleteCookie, getCookie, type H3Event } from 'h3'
import { csrfToken } from './csrf-token.server.ts'
import type { SignedInStaff } from './signed-in-staff.server.ts'
import { sessionCookieName, staffConsoleOf } from './staff-console.server.ts'
import { listedPerson } from './staff-person.server.ts'

/**
 * The person whose live session the request's cookie names, while the staff lists still name
 * them; undefined otherwise, and a cookie that signs nobody in is cleared.
 */
export async function findSignedInStaff(event: H3Event): Promise<SignedInStaff | undefined> {
  const staffConsole = staffConsoleOf(event)
  const cookie = sessionCookieName(staffConsole)
  const sessionId = getCookie(event, cookie)
  if (!sessionId) return undefined
  const personId = await staffConsole.sessions.find(sessionId)
  const person = personId === undefined ? undefined : listedPerson(personId, staffConsole.settings)
  if (!person) {
    // Someone taken off the lists: their session goes at once, not only at its expiry.
    if (personId !== undefined) await staffConsole.sessions.end(sessionId)
    deleteCookie(event, cookie, { path: '/', secure: staffConsole.https })
    return undefined
  }
  return { ...person, csrfToken: csrfToken(sessionId) }
}
