import type { Store } from '#api/database/store.server.ts'
import type { Env } from '#api/env.server.ts'
import { signInLinks, SIGN_IN_LINK_PATH } from '#api/staff/sign-in-links.server.ts'
import type { StaffCommand } from './parse-staff-command.ts'

/**
 * Carries out one `npm run staff` command against a migrated store, and returns what to print: the
 * operator's way in, with no mail server and no GitHub.
 */
export async function runStaffCommand({ db }: Pick<Store, 'db'>, env: Pick<Env, 'STAFF_EMAILS' | 'SITE_URL'>, command: StaffCommand): Promise<string> {
  if (!env.STAFF_EMAILS.includes(command.email)) {
    throw new Error(`${command.email} is not in STAFF_EMAILS, so it may not sign in to the staff console. Add it there (and restart the server) first.`)
  }
  const token = await signInLinks(db).create(command.email)
  return `${env.SITE_URL}${SIGN_IN_LINK_PATH}?token=${token}`
}
