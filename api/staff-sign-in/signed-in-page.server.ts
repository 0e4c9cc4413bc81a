import type { H3Event, Router } from 'h3'
import { READ_METHODS } from '../http/read-methods.server.ts'
import { signedInRoute } from './signed-in-route.server.ts'
import type { SignedInStaff } from './signed-in-staff.server.ts'
import type { StaffConsole } from './staff-console.server.ts'
import type { WayBack } from './staff-pages.server.tsx'
import type { StaffHandler } from './staff-route.server.ts'

/** Adds the console's pages for signed-in staff to the router: each read (GET or HEAD) at its path, as signedInRoute answers, a refusal leading back to `back`. */
export const signedInPage = (router: Router, staffConsole: StaffConsole, back?: WayBack) => {
  const route = signedInRoute(staffConsole, back)
  return (path: string, handler: (event: H3Event, staff: SignedInStaff) => ReturnType<StaffHandler>) => {
    router.add(path, route(handler), READ_METHODS)
  }
}
