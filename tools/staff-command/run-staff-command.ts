import type { Store } from '../../api/database/store.server.ts'
import type { Env } from '../../api/env.server.ts'
import { signInLinks, SIGN_IN_LINK_PATH } from '../../api/staff/sign-in-links.server.ts'

export const USAGE = `Usage: npm run staff -- link EMAIL

  link EMAIL   prints a one-time sign-in link to the staff console for EMAIL, which must be
               listed in STAFF_EMAILS. The link works once, within 15 minutes. Give it to that
               person only: whoever opens it is signed in as them.

The store is the server's: DATABASE_URL, or SQLite under DATA_DIR (default ./data).`

export type StaffCommand = { name: 'link'; email: string }

/** Turns the command line into a command, or throws an error whose message says what is wrong. */
export function parseStaffCommand(args: string[]): StaffCommand {
  const [name, email, ...rest] = args
  if (name !== 'link' || !email || rest.length > 0) throw new Error(name === undefined ? 'Which command?' : `Not a command: ${args.join(' ')}`)
  return { name, email: email.trim().toLowerCase() }
}

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
