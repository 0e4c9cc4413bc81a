import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'

/** How long a sent email's row is kept: past the day its limit key counts for, with room to look into a complaint. */
export const SENT_EMAIL_KEPT_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes the outbox's rows of emails sent more than SENT_EMAIL_KEPT_DAYS ago, so the addresses they went to are not kept for nothing; resolves with how many. */
export async function deleteSentEmails(db: Kysely<Tables>, now = Date.now()): Promise<number> {
  const before = new Date(now - SENT_EMAIL_KEPT_DAYS * DAY_MS).toISOString()
  const result = await db.deleteFrom('mail_outbox').where('sent_at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}
