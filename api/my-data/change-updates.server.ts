import { sql } from 'kysely'
import { auditRow } from '../audit/audit-entry.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import type { UpdatesState } from '../forms/updates-consent.server.ts'

/** What a person can do with their request for updates, from the states it can be done in. */
const CHANGES = {
  /** Confirm it, by the link in their confirmation, while it waits. */
  confirm: { from: ['waiting'], to: 'confirmed', action: 'confirmed-updates' },
  /** Stop it, waiting or confirmed (List-Unsubscribe). */
  withdraw: { from: ['waiting', 'confirmed'], to: 'withdrawn', action: 'withdrew-updates' },
} as const satisfies Record<string, { from: readonly UpdatesState[]; to: UpdatesState; action: string }>

/**
 * Confirms or withdraws a submission's request for updates, with its audit entry, in one
 * transaction: a confirmation keeps when it was made beside the wording that was agreed to.
 * Resolves false when the request is not in a state to change (never made, lapsed, done already),
 * so a link used twice changes nothing the second time.
 */
export async function changeUpdates(
  { db, transaction }: Pick<Store, 'db' | 'transaction'>,
  { id, change, actor }: { id: string; change: keyof typeof CHANGES; actor: string },
  now = new Date(),
) {
  const { from, to, action } = CHANGES[change]
  const entry = auditRow({ actor, action, submissionId: id }, now)
  const results = await transaction(
    [
      db
        .insertInto('audit_log')
        .columns(['id', 'at', 'actor', 'action', 'form', 'submission_id'])
        .expression(
          db
            .selectFrom('submissions')
            .select([
              sql<string>`${entry.id}`.as('id'),
              sql<string>`${entry.at}`.as('at'),
              sql<string>`${actor}`.as('actor'),
              sql<string>`${action}`.as('action'),
              'form',
              'id as submission_id',
            ])
            .where('id', '=', id)
            .where('updates', 'in', from),
        )
        .compile(),
      db
        .updateTable('submissions')
        .set({ updates: to, ...(change === 'confirm' ? { updates_confirmed_at: entry.at } : {}) })
        .where('id', '=', id)
        .where('updates', 'in', from)
        .compile(),
    ],
    STORE_DEADLINES.consoleMs,
  )
  return Number(results[1]!.numAffectedRows) === 1
}
