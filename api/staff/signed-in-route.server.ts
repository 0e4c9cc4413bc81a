import type { EventHandler, H3Event } from 'h3'
import { requireStaff } from './require-staff.server.ts'
import type { SignedInStaff } from './signed-in-staff.server.ts'
import type { StaffConsole } from './staff-console.server.ts'
import { staffRoute, type StaffHandler } from './staff-route.server.ts'

/**
 * The console's routes for signed-in staff only: each calls requireStaff first (a visitor without
 * a live session is sent to sign in, a change without the session's token is refused), then the
 * handler with the person, answered as staffRoute answers.
 */
export const signedInRoute = (staffConsole: StaffConsole) => {
  const route = staffRoute(staffConsole)
  return (handler: (event: H3Event, staff: SignedInStaff) => ReturnType<StaffHandler>): EventHandler => route(async (event) => await handler(event, await requireStaff(event)))
}
