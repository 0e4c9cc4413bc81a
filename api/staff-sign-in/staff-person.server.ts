/** Someone signed in to the staff console. */
export interface StaffPerson {
  /** "email:" and an address, or "github:" and a login, lower-cased: what a session is stored for. */
  id: string
  /** How the console names them: the address, or the GitHub login. */
  name: string
  via: 'email' | 'github'
}

export const emailPerson = (email: string): StaffPerson => ({ id: `email:${email.toLowerCase()}`, name: email.toLowerCase(), via: 'email' })
export const githubPerson = (login: string): StaffPerson => ({ id: `github:${login.toLowerCase()}`, name: login.toLowerCase(), via: 'github' })

/** The person a StaffPerson id names, or undefined for an id of neither kind. */
export function personOf(id: string): StaffPerson | undefined {
  const [via, name] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)]
  if (!name) return undefined
  if (via === 'email') return emailPerson(name)
  if (via === 'github') return githubPerson(name)
  return undefined
}
