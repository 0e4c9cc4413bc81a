import type { H3Event } from 'h3'
import { recordAudit } from '../audit/audit-entry.server.ts'
import type { Store } from '../database/store.server.ts'
import { clientAddressOf } from '../http/client-address.server.ts'
import type { TrustProxy } from '../http/parse-trust-proxy.server.ts'
import { rateLimiterFor } from '../rate-limit/rate-limiters.server.ts'
import { signInLinks } from '../staff-sign-in/sign-in-links.server.ts'
import type { SignInMailer } from '../staff-sign-in/sign-in-mailer.server.ts'
import { staffColleagues } from '../staff-sign-in/staff-colleagues.server.ts'
import type { StaffConsole } from '../staff-sign-in/staff-console.server.ts'
import { staffPages } from '../staff-sign-in/staff-pages.server.tsx'
import { staffSessions } from '../staff-sign-in/staff-sessions.server.ts'
import type { StaffSettings } from '../staff-sign-in/staff-settings.server.ts'
import { siteStylesheets } from './site-stylesheets.server.ts'
import { STAFF_STYLESHEET_PATH } from './staff-stylesheet.server.ts'

export interface StaffConsoleOptions {
  settings: StaffSettings
  store: Pick<Store, 'db' | 'within' | 'transaction' | 'forgetDeleted'>
  https: boolean
  siteUrl: string
  trustProxy: TrustProxy
  mailer: SignInMailer | undefined
  /** The build's client folder, whose style sheets the console uses. */
  clientRoot: string | undefined
  playRetentionDays: number
  matchHoldMinutes: number
  /** The organisation's time zone (TIME_ZONE), which the console shows every time in. */
  timeZone: string
  onNoticeQueued: (() => void) | undefined
}

/** The staff console on the store: its sessions, sign-in links, rate limit, pages and the submissions it shows. */
export function openStaffConsole({
  settings,
  store,
  https,
  siteUrl,
  trustProxy,
  mailer,
  clientRoot,
  playRetentionDays,
  matchHoldMinutes,
  timeZone,
  onNoticeQueued,
}: StaffConsoleOptions): StaffConsole {
  const addressOf = clientAddressOf(trustProxy)
  return {
    settings,
    sessions: staffSessions(store.db),
    colleagues: staffColleagues(store),
    links: signInLinks(store.db),
    pages: staffPages([...siteStylesheets(clientRoot), STAFF_STYLESHEET_PATH], timeZone),
    https,
    siteUrl,
    signInLimiter: rateLimiterFor(store, settings.signInPerMinute),
    clientAddress: (event: H3Event) => addressOf(event.node.req),
    mailer,
    audit: (entry) => recordAudit(store, entry),
    store,
    playRetentionDays,
    matchHoldMinutes,
    timeZone,
    onNoticeQueued,
  }
}
