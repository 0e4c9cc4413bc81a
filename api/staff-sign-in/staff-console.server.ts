import { createError, type H3Event } from 'h3'
import type { AuditEntry } from '../audit/audit-entry.server.ts'
import type { Store } from '../database/store.server.ts'
import type { RateLimiter } from '../rate-limit/rate-limiter.server.ts'
import type { SignInLinks } from './sign-in-links.server.ts'
import type { SignInMailer } from './sign-in-mailer.server.ts'
import type { StaffColleagues } from './staff-colleagues.server.ts'
import type { StaffPages } from './staff-pages.server.tsx'
import type { StaffSessions } from './staff-sessions.server.ts'
import type { StaffSettings } from './staff-settings.server.ts'

/** Everything the console's routes share; staffRoute puts it on each request it handles. */
export interface StaffConsole {
  settings: StaffSettings
  sessions: StaffSessions
  /** The colleagues staff added in the console, beside the first staff of `settings`. */
  colleagues: StaffColleagues
  links: SignInLinks
  pages: StaffPages
  /** Served over HTTPS: the cookies are then Secure and named with the __Host- prefix. */
  https: boolean
  /** The site's public origin (SITE_URL), for the links sent by email. */
  siteUrl: string
  /** Counts sign-in attempts by client. */
  signInLimiter: RateLimiter
  /** The client address a rate limit counts. */
  clientAddress: (event: H3Event) => string
  /** Sends sign-in links; undefined without a mail server (SMTP_URL). */
  mailer: SignInMailer | undefined
  /** Adds a sign-in or a sign-out to the audit log. */
  audit(entry: AuditEntry): Promise<void>
  /** The submissions and the audit log the inbox pages read and change. */
  store: Pick<Store, 'db' | 'within' | 'transaction' | 'forgetDeleted'>
  /** How long Play With Me registrations are kept (PLAY_RETENTION_DAYS), for the date each one shows. */
  playRetentionDays: number
  /** How long after a Play With Me match its emails go (MATCH_HOLD_MINUTES): until then staff can undo it. */
  matchHoldMinutes: number
  /** The organisation's time zone (TIME_ZONE): the days of the lists' filters and "This week" are its days. */
  timeZone: string
  /** Wakes the mail outbox after "not spam" queued a notice or a match its emails; undefined when no notices are sent (no SMTP_URL or NOTIFY_EMAIL). */
  onNoticeQueued: (() => void) | undefined
}

const CONTEXT_KEY = 'staffConsole'

export function setStaffConsole(event: H3Event, console: StaffConsole): void {
  event.context[CONTEXT_KEY] = console
}

/** The console of a request staffRoute handles; any other request is not the console's. */
export function staffConsoleOf(event: H3Event): StaffConsole {
  const console = event.context[CONTEXT_KEY] as StaffConsole | undefined
  if (!console) throw createError({ statusCode: 404, statusMessage: 'Not found' })
  return console
}

/** The session cookie's name: with HTTPS, __Host- makes browsers keep it for this host only, Secure and for every path. */
export const sessionCookieName = ({ https }: Pick<StaffConsole, 'https'>) => (https ? '__Host-staff_session' : 'staff_session')

/** The cookie that ties a GitHub sign-in to the browser that started it. */
export const githubStateCookieName = ({ https }: Pick<StaffConsole, 'https'>) => (https ? '__Host-staff_github_state' : 'staff_github_state')
