import type { EventHandler, H3Event } from 'h3'
import { requireStaff } from './require-staff.server.ts'
import type { SignedInStaff } from './signed-in-staff.server.ts'
import type { StaffConsole } from './staff-console.server.ts'
import type { WayBack } from './staff-pages.server.tsx'
import { setWayBack, staffRoute, type StaffHandler } from './staff-route.server.ts'

/** Where a refusal leads a signed-in person back to, unless their part of the console names its own page. */
const BACK_TO_INBOX: WayBack = { href: '/staff/', words: 'Back to the inbox' }

/**
 * The console's routes for signed-in staff only: each calls requireStaff first (a visitor without
 * a live session is sent to sign in, a change without the session's token is refused), then the
 * handler with the person, answered as staffRoute answers; a refusal after the sign-in is known
 * leads back to `back`, the page of this part of the console.
 */
export const signedInRoute = (staffConsole: StaffConsole, back: WayBack = BACK_TO_INBOX) => {
  const route = staffRoute(staffConsole)
  return (handler: (event: H3Event, staff: SignedInStaff) => ReturnType<StaffHandler>): EventHandler =>
    route(async (event) => {
      const staff = await requireStaff(event)
      setWayBack(event, back)
      return await handler(event, staff)
    })
}
