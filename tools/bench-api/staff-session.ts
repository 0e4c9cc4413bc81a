import type { Store } from '#api/database/store.server.ts'
import { runStaffCommand } from '../staff-command/run-staff-command.ts'

export interface StaffSession {
  /** The `name=value` of the session cookie, as a browser sends it back. */
  cookie: string
  /** The session's token, which every form that changes something (an export among them) carries. */
  csrf: string
}

/**
 * Signs `email` (listed in the server's STAFF_EMAILS) in to the staff console of the server at
 * `baseUrl` the way an operator without a mail server does: `npm run staff -- link` makes a
 * one-time link in the server's store, and its page's button uses it up. Resolves with the session
 * and its token, read from the console's first page.
 */
export async function staffSession(store: Pick<Store, 'db'>, baseUrl: string, email: string): Promise<StaffSession> {
  const link = new URL(await runStaffCommand(store, { STAFF_EMAILS: [email], SITE_URL: baseUrl }, { name: 'link', email }))
  const signedIn = await fetch(`${baseUrl}${link.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }),
    signal: AbortSignal.timeout(10_000),
  })
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('staff_session='))
  if (signedIn.status !== 303 || !cookie) throw new Error(`The staff sign-in link was refused (${signedIn.status}): is ${email} in STAFF_EMAILS?`)
  const firstPage = await fetch(`${baseUrl}/staff/`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) })
  const csrf = /name="csrf" value="([^"]+)"/.exec(await firstPage.text())?.[1]
  if (!csrf) throw new Error(`The staff console's first page (${firstPage.status}) has no form token: the sign-in did not hold.`)
  return { cookie, csrf }
}
