import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { deleteExpiredFormTokens } from '../forms-intake/form-tokens.server.ts'
import { UPDATES_CONFIRMATION_DAYS } from '../forms/updates-consent.server.ts'
import { log } from '../log.server.ts'
import { deleteSentEmails } from '../outbox/outbox-claims.server.ts'
import { deleteExpiredRateLimits } from '../rate-limit/rate-limiters.server.ts'
import { signInLinks } from '../staff-sign-in/sign-in-links.server.ts'
import { staffSessions } from '../staff-sign-in/staff-sessions.server.ts'
import { purgeSubmissions } from './purge-submissions.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes play registrations older than the retention period, lapses requests for updates left unconfirmed, and deletes the rows of emails sent a week ago, rate-limit counters that ended, the ids of used form tokens that expired, and the staff console's ended sessions and expired sign-in links. */
export async function runMaintenance(db: Kysely<Tables>, { playRetentionDays }: { playRetentionDays: number }, now = Date.now()): Promise<void> {
  const deleted = await purgeSubmissions(db, { form: 'play-signup', before: new Date(now - playRetentionDays * DAY_MS) })
  if (deleted > 0) log('info', 'play_registrations_expired', { deleted })
  const lapsed = await lapseUnconfirmedUpdates(db, now)
  if (lapsed > 0) log('info', 'updates_requests_lapsed', { lapsed })
  await deleteSentEmails(db, now)
  await deleteExpiredRateLimits(db, now)
  await deleteExpiredFormTokens(db, now)
  await staffSessions(db).deleteExpired(now)
  await signInLinks(db).deleteExpired(now)
}

/** Requests for updates not confirmed within UPDATES_CONFIRMATION_DAYS lapse; the rest of each submission stays. Resolves with how many. */
async function lapseUnconfirmedUpdates(db: Kysely<Tables>, now = Date.now()): Promise<number> {
  const before = new Date(now - UPDATES_CONFIRMATION_DAYS * DAY_MS).toISOString()
  const result = await db.updateTable('submissions').set({ updates: 'lapsed' }).where('updates', '=', 'waiting').where('created_at', '<', before).executeTakeFirst()
  return Number(result.numUpdatedRows)
}
