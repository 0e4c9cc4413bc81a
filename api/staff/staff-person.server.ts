import type { StaffSettings } from './staff-settings.server.ts'

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

/** The person a stored session is for, if the lists still name them: someone taken off loses access at once. */
export function listedPerson(id: string, settings: StaffSettings): StaffPerson | undefined {
  const [via, name = ''] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)]
  if (via === 'email' && settings.emails.includes(name)) return emailPerson(name)
  if (via === 'github' && settings.github && settings.githubLogins.includes(name)) return githubPerson(name)
  return undefined
}
