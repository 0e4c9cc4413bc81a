import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { UPDATES_CONFIRMATION_DAYS } from '../forms/updates-consent.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Requests for updates not confirmed within UPDATES_CONFIRMATION_DAYS lapse; the rest of each submission stays. Resolves with how many. */
export async function lapseUnconfirmedUpdates(db: Kysely<Tables>, now = Date.now()): Promise<number> {
  const before = new Date(now - UPDATES_CONFIRMATION_DAYS * DAY_MS).toISOString()
  const result = await db.updateTable('submissions').set({ updates: 'lapsed' }).where('updates', '=', 'waiting').where('created_at', '<', before).executeTakeFirst()
  return Number(result.numUpdatedRows)
}
