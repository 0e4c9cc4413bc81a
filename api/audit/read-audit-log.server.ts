import { keysetCursor } from '../database/keyset-cursor.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import type { AuditAction } from './audit-entry.server.ts'

export interface AuditLogEntry {
  id: string
  at: string
  actor: string
  action: AuditAction
  form: string | null
  submissionId: string | null
  status: string | null
  count: number | null
  colleague: string | null
}

export interface AuditLogPage {
  entries: AuditLogEntry[]
  /** The token of the next page (see keysetCursor), or undefined on the last one. */
  next: string | undefined
}

/** A page of the audit log, newest first, starting after the entry `after` names (keyset pagination). */
export async function readAuditLog(
  { db, within }: Pick<Store, 'db' | 'within'>,
  { after, limit: asked = 50 }: { after?: string | undefined; limit?: number } = {},
): Promise<AuditLogPage> {
  // A page holds at most 200 rows, whatever a page's address asks for.
  const limit = Math.min(Math.max(Math.trunc(asked) || 1, 1), 200)
  const position = keysetCursor.decode(after)
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
  if (position) query = query.where((eb) => eb(eb.refTuple('at', 'id'), '<', eb.tuple(position.at, position.id)))
  const rows = await within(STORE_DEADLINES.consoleMs, () => query.execute())
  const shown = rows.slice(0, limit)
  const last = shown[shown.length - 1]
  return {
    entries: shown.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      action: row.action as AuditAction,
      form: row.form,
      submissionId: row.submission_id,
      status: row.status,
      count: row.count === null ? null : Number(row.count),
      colleague: row.colleague,
    })),
    next: rows.length > limit && last ? keysetCursor.encode({ at: last.at, id: last.id }) : undefined,
  }
}
