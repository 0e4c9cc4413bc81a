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
