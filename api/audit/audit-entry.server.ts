import { v7 as timeOrderedUuid } from 'uuid'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import type { Tables } from '../database/tables.server.ts'

/**
 * What the audit log records: a submission viewed, its status changed, its note written, marked
 * not spam; an export; an erasure (at a person's request, by staff or by the person's own link);
 * flagged submissions deleted for their age; a Play With Me match made or undone; a staff member
 * signing in and out, or adding or removing a colleague; a person confirming or withdrawing their request for updates.
 */
export type AuditAction =
  | 'viewed'
  | 'changed-status'
  | 'noted'
  | 'marked-not-spam'
  | 'exported'
  | 'erased'
  | 'deleted-spam'
  | 'matched'
  | 'unmatched'
  | 'signed-in'
  | 'signed-out'
  | 'added-colleague'
  | 'removed-colleague'
  | 'confirmed-updates'
  | 'withdrew-updates'

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

/** Adds one entry to the audit log on its own, such as a sign-in or a sign-out. */
export async function recordAudit({ db, transaction }: Pick<Store, 'db' | 'transaction'>, entry: AuditEntry, now = new Date()): Promise<void> {
  await transaction([db.insertInto('audit_log').values(auditRow(entry, now)).compile()], STORE_DEADLINES.consoleMs)
}

/**
 * One thing a person did, as the audit log keeps it: who, what, and which form, submission, status
 * or count it concerned, or which colleague. Never a submission's content, nor the address an erasure was asked for.
 */
export interface AuditEntry {
  actor: string
  action: AuditAction
  form?: string | undefined
  submissionId?: string | undefined
  status?: string | undefined
  count?: number | undefined
  /** The colleague added or removed: their address or GitHub login. */
  colleague?: string | undefined
}
