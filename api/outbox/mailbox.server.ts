/** Providers whose mailboxes ignore the dots in the part before the @, and the one name they go by. */
const DOTS_IGNORED: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/**
 * The mailbox an address delivers to, as one string however the address is written: lower-cased,
 * without a `+tag` (`a+1@example.org` and `A+2@Example.org` are `a@example.org`), and, for the
 * providers that ignore them, without dots (`a.d.a@gmail.com` is `ada@gmail.com`). The limits on
 * emails to one person count by it.
 */
export function mailboxOf(address: string): string {
  const email = address.trim().toLowerCase()
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  let local = email.slice(0, at).split('+')[0]!
  let domain = email.slice(at + 1)
  const dotless = DOTS_IGNORED[domain]
  if (dotless) {
    local = local.replaceAll('.', '')
    domain = dotless
  }
  return `${local}@${domain}`
}
