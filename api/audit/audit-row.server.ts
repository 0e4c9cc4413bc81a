import { v7 as timeOrderedUuid } from 'uuid'
import type { Tables } from '../database/tables.server.ts'
import type { AuditEntry } from './audit-entry.server.ts'

/** The audit log's row for `entry` at `now`, with an id of its own. */
export function auditRow(entry: AuditEntry, now = new Date()): Tables['audit_log'] {
  return {
    id: timeOrderedUuid(),
    at: now.toISOString(),
    actor: entry.actor,
    action: entry.action,
    form: entry.form ?? null,
    submission_id: entry.submissionId ?? null,
    status: entry.status ?? null,
    count: entry.count ?? null,
    colleague: entry.colleague ?? null,
  }
}
