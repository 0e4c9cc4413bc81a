import { createError, getRequestHeader, setResponseHeader, type H3Event } from 'h3'
import { readStaffForm } from '../http/read-staff-form.server.ts'
import { refuseOtherOrigin } from '../http/refuse-other-origin.server.ts'
import { sameText } from '../secrets/secrets.server.ts'
import { findSignedInStaff } from './find-signed-in-staff.server.ts'
import { returnTo } from './return-to.server.ts'
import type { SignedInStaff } from './signed-in-staff.server.ts'

const READS = new Set(['GET', 'HEAD'])

/**
 * What every console route calls first: the signed-in person, or it throws the answer.
 * - A page (GET, HEAD) without a live session: a redirect to the sign-in page (303), which leads
 *   back to the page once the person has signed in (returnTo).
 * - A request that changes something: 403 unless it comes from the site's own page (Origin,
 *   Sec-Fetch-Site), with a live session, and with the session's CSRF token as the form's `csrf`
 *   field or an X-CSRF-Token header.
 * A session is live for 30 minutes after its last request, 12 hours at most, and only while its
 * person may use the console (mayUseConsole: named by the settings, or a colleague added in it).
 */
export async function requireStaff(event: H3Event): Promise<SignedInStaff> {
  const changes = !READS.has(event.method)
  if (changes) refuseOtherOrigin(event)
  const staff = await findSignedInStaff(event)
  if (!staff) {
    if (!changes) {
      returnTo.remember(event)
      setResponseHeader(event, 'location', '/staff/sign-in')
      throw createError({ statusCode: 303, statusMessage: 'Sign in first' })
    }
    throw createError({ statusCode: 403, statusMessage: 'You are signed out: your sign-in ended or was never made. Sign in again, then try once more.' })
  }
  if (changes) {
    const sent = getRequestHeader(event, 'x-csrf-token') ?? (await readStaffForm(event)).get('csrf')
    if (typeof sent !== 'string' || !sameText(sent, staff.csrfToken)) {
      throw createError({ statusCode: 403, statusMessage: 'This form is out of date. Open the console again and try once more.' })
    }
  }
  return staff
}
