import type { AuditAction } from './audit-action.server.ts'

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
