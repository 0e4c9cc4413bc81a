import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'

/** Forgets the used form tokens that have expired: an expired token is refused as such, so its id is no longer needed. */
export async function deleteExpiredFormTokens(db: Kysely<Tables>, now = Date.now()): Promise<void> {
  await db.deleteFrom('used_form_tokens').where('expires_at', '<', new Date(now).toISOString()).execute()
}
