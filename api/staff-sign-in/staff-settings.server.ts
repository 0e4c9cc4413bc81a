import type { Env } from '../env.server.ts'

/** Who may use the staff console (/staff/) and how they sign in; without it /staff/ answers 404. */
export interface StaffSettings {
  /** Lower-cased addresses that may sign in with a one-time link. */
  emails: readonly string[]
  /** Lower-cased GitHub logins that may sign in with GitHub. */
  githubLogins: readonly string[]
  /** The GitHub OAuth App and where GitHub is; undefined when nobody signs in with GitHub. */
  github?: { clientId: string; clientSecret: string; url: string; apiUrl: string }
  /** Sign-in attempts one client may make a minute. */
  signInPerMinute: number
  /** Sign-in links one address may be sent an hour, whoever asks. */
  linksPerHour: number
}

/**
 * GitHub's REST API: api.github.com beside github.com, and /api/v3 on the server itself for GitHub
 * Enterprise (and for a fake GitHub in tests).
 */
const apiUrlOf = (githubUrl: string) => (new URL(githubUrl).hostname === 'github.com' ? 'https://api.github.com' : `${githubUrl}/api/v3`)

export function staffSettingsFromEnv(env: Env): StaffSettings | undefined {
  if (env.STAFF_EMAILS.length === 0 && env.STAFF_GITHUB_LOGINS.length === 0) return undefined
  const { STAFF_GITHUB_CLIENT_ID: clientId, STAFF_GITHUB_CLIENT_SECRET: clientSecret } = env
  return {
    emails: env.STAFF_EMAILS,
    githubLogins: env.STAFF_GITHUB_LOGINS,
    github: env.STAFF_GITHUB_LOGINS.length > 0 && clientId && clientSecret ? { clientId, clientSecret, url: env.GITHUB_URL, apiUrl: apiUrlOf(env.GITHUB_URL) } : undefined,
    signInPerMinute: env.STAFF_SIGN_IN_PER_MINUTE,
    linksPerHour: env.STAFF_LINKS_PER_HOUR,
  }
}
