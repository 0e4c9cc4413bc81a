import type { Store } from '../database/store.server.ts'
import { auditedChange } from './audited-change.server.ts'
import type { SubmissionStatus } from '../forms/submission-status.server.ts'

/** Sets a submission's status (any of the three, back as well as on), recorded in the audit log; resolves false when there is no such submission. */
export async function setSubmissionStatus(
  store: Pick<Store, 'db' | 'transaction'>,
  { id, status, actor }: { id: string; status: SubmissionStatus; actor: string },
  now = new Date(),
): Promise<boolean> {
  const [, update] = await auditedChange(
    store,
    { actor, action: 'changed-status', submissionId: id, status },
    {},
    (record) => [record, store.db.updateTable('submissions').set({ status }).where('id', '=', id).compile()],
    now,
  )
  return Number(update!.numAffectedRows) === 1
}
