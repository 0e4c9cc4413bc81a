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
