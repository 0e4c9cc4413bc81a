import type { Store } from '#api/database/store.server.ts'
import type { Env } from '#api/env.server.ts'
import { signInLinks, SIGN_IN_LINK_PATH } from '#api/staff-sign-in/sign-in-links.server.ts'
import { mayUseConsole } from '#api/staff-sign-in/staff-colleagues.server.ts'
import { emailPerson } from '#api/staff-sign-in/staff-person.server.ts'
import type { StaffCommand } from './parse-staff-command.ts'

/**
 * Carries out one `npm run staff` command against a migrated store, and returns what to print: the
 * operator's way in, with no mail server and no GitHub, for an address in STAFF_EMAILS or a colleague
 * added in the console (while STAFF_EMAILS names someone, as for the links by email).
 */
export async function runStaffCommand({ db }: Pick<Store, 'db'>, env: Pick<Env, 'STAFF_EMAILS' | 'SITE_URL'>, command: StaffCommand): Promise<string> {
  if (!(await mayUseConsole(db, { emails: env.STAFF_EMAILS, githubLogins: [], github: undefined }, emailPerson(command.email)))) {
    throw new Error(
      `${command.email} is not in STAFF_EMAILS nor added as a colleague in the staff console, so it may not sign in. Add it in the console's Colleagues page, or in STAFF_EMAILS (and restart the server), first.`,
    )
  }
  const token = await signInLinks(db).create(command.email)
  return `${env.SITE_URL}${SIGN_IN_LINK_PATH}?token=${token}`
}
