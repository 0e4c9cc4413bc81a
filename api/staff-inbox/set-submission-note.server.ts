import type { Store } from '../database/store.server.ts'
import { auditedChange } from './audited-change.server.ts'

/** A staff note is short: what was done, or what is left to do. */
export const NOTE_MAX_LENGTH = 500

/**
 * Sets a submission's staff note, plain text, spaces around it trimmed (an empty note removes it),
 * recorded in the audit log without its text; resolves false when there is no such submission.
 * A note over NOTE_MAX_LENGTH characters throws a RangeError whose message staff can read.
 */
export async function setSubmissionNote(
  store: Pick<Store, 'db' | 'transaction'>,
  { id, note, actor }: { id: string; note: string; actor: string },
  now = new Date(),
): Promise<boolean> {
  const text = note.trim()
  if ([...text].length > NOTE_MAX_LENGTH) throw new RangeError(`A note can be at most ${NOTE_MAX_LENGTH} characters long.`)
  const [, update] = await auditedChange(
    store,
    { actor, action: 'noted', submissionId: id },
    {},
    (record) => [
      record,
      store.db
        .updateTable('submissions')
        .set({ note: text === '' ? null : text })
        .where('id', '=', id)
        .compile(),
    ],
    now,
  )
  return Number(update!.numAffectedRows) === 1
}
