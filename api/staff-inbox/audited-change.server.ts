import type { CompiledQuery, QueryResult } from 'kysely'
import { auditRow, type AuditEntry } from '../audit/audit-entry.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'

/**
 * Runs a change to one submission and its audit entry in one transaction: `change` is given the
 * statement that records the entry, to place before the statements that change the row, and the
 * entry is written only when a row with `where` holds (its form taken from that row). Resolves
 * with the results of `change`'s statements in order.
 */
export async function auditedChange(
  { db, transaction }: Pick<Store, 'db' | 'transaction'>,
  entry: AuditEntry & { submissionId: string },
  where: { spam?: 0 | 1 },
  change: (record: CompiledQuery) => CompiledQuery[],
  now = new Date(),
): Promise<QueryResult<unknown>[]> {
  const row = auditRow(entry, now)
  let source = db
    .selectFrom('submissions')
    .select((eb) => [
      eb.val(row.id).as('id'),
      eb.val(row.at).as('at'),
      eb.val(row.actor).as('actor'),
      eb.val(row.action).as('action'),
      'form',
      'id as submission_id',
      eb.val(row.status).as('status'),
    ])
    .where('id', '=', entry.submissionId)
  if (where.spam !== undefined) source = source.where('spam', '=', where.spam)
  const record = db.insertInto('audit_log').columns(['id', 'at', 'actor', 'action', 'form', 'submission_id', 'status']).expression(source).compile()
  return transaction(change(record), STORE_DEADLINES.consoleMs)
}
