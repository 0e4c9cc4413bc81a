import type { Store } from '../database/store.server.ts'
import { storeSubmissions, type NewSubmission } from '../forms-intake/store-submissions.server.ts'

/** For tests: stores one submission on its own and resolves with its id once it has committed. */
export async function insertSubmission(store: Pick<Store, 'db' | 'transaction'>, submission: NewSubmission, now = new Date()): Promise<string> {
  const [stored] = await storeSubmissions(store, [submission], now)
  return stored!.id
}
