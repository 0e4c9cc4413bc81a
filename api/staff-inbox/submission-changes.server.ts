import type { CompiledQuery, QueryResult } from 'kysely'
import { auditRow, type AuditEntry } from '../audit/audit-entry.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import { queueSubmissionEmails } from '../forms-intake/queue-submission-emails.server.ts'
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

/**
 * Moves a submission flagged as likely spam into the inbox (its status is kept, its reasons stay
 * on record) and, when emails are sent (`notify`), queues the staff notice and the confirmation it
 * never got, in one transaction with its audit entry. Resolves false when there is no such flagged
 * submission, so marking it twice, or at once from two places, queues one of each.
 */
export async function markNotSpam(
  store: Pick<Store, 'db' | 'transaction'>,
  { id, actor, notify }: { id: string; actor: string; notify: boolean },
  now = new Date(),
): Promise<boolean> {
  const { db } = store
  const at = now.toISOString()
  // Who it is from, for the confirmation's limits; a submission found by nobody is left alone below.
  const sender = await db.selectFrom('submissions').select(['id', 'form', 'email']).where('id', '=', id).executeTakeFirst()
  const results = await auditedChange(
    store,
    { actor, action: 'marked-not-spam', submissionId: id },
    { spam: 1 },
    (record) => [
      // Takes the row first: on PostgreSQL a second marking at the same moment waits here, and its
      // next statements then see the row already moved, so it records and queues nothing.
      db.updateTable('submissions').set({ spam: 1 }).where('id', '=', id).where('spam', '=', 1).compile(),
      record,
      ...(notify
        ? (['staff-notice', 'confirmation'] as const).map((kind) =>
            queueSubmissionEmails(db, kind, (eb) => eb.and([eb('id', '=', id), eb('spam', '=', 1)]), at, sender ? [sender] : []).compile(),
          )
        : []),
      db.updateTable('submissions').set({ spam: 0 }).where('id', '=', id).where('spam', '=', 1).compile(),
    ],
    now,
  )
  return Number(results[results.length - 1]!.numAffectedRows) === 1
}

/**
 * Runs a change to one submission and its audit entry in one transaction: `change` is given the
 * statement that records the entry, to place before the statements that change the row, and the
 * entry is written only when a row with `where` holds (its form taken from that row). Resolves
 * with the results of `change`'s statements in order.
 */
async function auditedChange(
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
