import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { storeSubmissions, type NewSubmission } from '../submissions/store-submissions.server.ts'

/** For tests: stores one submission on its own and resolves with its id once it has committed. */
export async function insertSubmission(db: Kysely<Tables>, submission: NewSubmission, now = new Date()): Promise<string> {
  const [stored] = await storeSubmissions(db, [submission], now)
  return stored!.id
}
