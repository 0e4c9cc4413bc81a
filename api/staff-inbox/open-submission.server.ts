import { auditRow } from '../audit/audit-entry.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import type { Tables } from '../database/tables.server.ts'
import type { SpamReason } from '../forms/spam-reason.server.ts'
import type { SubmissionStatus } from '../forms/submission-status.server.ts'
import type { UpdatesState } from '../forms/updates-consent.server.ts'
import { playRetentionDate } from '../play-with-me/play-retention-date.server.ts'

export interface SubmissionDetail {
  id: string
  form: string
  receivedAt: string
  email: string
  /** Every field as the visitor sent it, by field name. */
  data: Record<string, unknown>
  status: SubmissionStatus
  note: string | null
  spam: boolean
  /** Why it was flagged; undefined for a flagged one stored before reasons were kept. */
  spamReasons: SpamReason[] | undefined
  /** For a Play With Me registration, when it will be deleted (PLAY_RETENTION_DAYS). */
  deletedAfter: Date | undefined
  /** Their request for updates and its proof; undefined when they did not ask (or asked before requests were confirmed). */
  updates: { state: UpdatesState; consent: string | null; confirmedAt: string | null } | undefined
}

/**
 * One submission, for a staff member to read, or undefined when there is none of that id; its
 * reading is recorded in the audit log (its id and form only), in one transaction with the read.
 */
export async function openSubmission(
  { db, transaction }: Pick<Store, 'db' | 'transaction'>,
  { id, actor, playRetentionDays }: { id: string; actor: string; playRetentionDays: number },
  now = new Date(),
): Promise<SubmissionDetail | undefined> {
  const entry = auditRow({ actor, action: 'viewed', submissionId: id }, now)
  const [, read] = await transaction(
    [
      // Recorded only when the submission exists, with its form.
      db
        .insertInto('audit_log')
        .columns(['id', 'at', 'actor', 'action', 'form', 'submission_id'])
        .expression(
          db
            .selectFrom('submissions')
            .select((eb) => [eb.val(entry.id).as('id'), eb.val(entry.at).as('at'), eb.val(actor).as('actor'), eb.val(entry.action).as('action'), 'form', 'id as submission_id'])
            .where('id', '=', id),
        )
        .compile(),
      db
        .selectFrom('submissions')
        .select(['id', 'form', 'created_at', 'email', 'data', 'status', 'note', 'spam', 'spam_reasons', 'updates', 'updates_consent', 'updates_confirmed_at'])
        .where('id', '=', id)
        .compile(),
    ],
    STORE_DEADLINES.consoleMs,
  )
  const row = read!.rows[0] as
    | (Pick<Tables['submissions'], 'id' | 'form' | 'created_at' | 'email' | 'data' | 'note' | 'spam' | 'spam_reasons' | 'updates' | 'updates_consent' | 'updates_confirmed_at'> & {
        status: string
      })
    | undefined
  if (!row) return undefined
  return {
    id: row.id,
    form: row.form,
    receivedAt: row.created_at,
    email: row.email,
    data: JSON.parse(row.data) as Record<string, unknown>,
    status: row.status as SubmissionStatus,
    note: row.note,
    spam: Number(row.spam) === 1,
    spamReasons: row.spam_reasons === null ? undefined : (JSON.parse(row.spam_reasons) as SpamReason[]),
    deletedAfter: playRetentionDate({ form: row.form, receivedAt: row.created_at }, playRetentionDays),
    updates: row.updates === null ? undefined : { state: row.updates as UpdatesState, consent: row.updates_consent, confirmedAt: row.updates_confirmed_at },
  }
}
