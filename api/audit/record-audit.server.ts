import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import type { AuditEntry } from './audit-entry.server.ts'
import { auditRow } from './audit-row.server.ts'

/** Adds one entry to the audit log on its own, such as a sign-in or a sign-out. */
export async function recordAudit({ db, transaction }: Pick<Store, 'db' | 'transaction'>, entry: AuditEntry, now = new Date()): Promise<void> {
  await transaction([db.insertInto('audit_log').values(auditRow(entry, now)).compile()], STORE_DEADLINES.consoleMs)
}
