import { v7 as timeOrderedUuid } from 'uuid'
import type { FormName } from '../forms/form-definitions.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'

export interface NewSubmission {
  form: FormName
  email: string
  spam: boolean
  data: Record<string, unknown>
  /** Queue an email notice in the same transaction, so a stored submission always gets one. */
  notify: boolean
  /** The browser's key for this submission and its retries. */
  idempotencyKey?: string | undefined
}

export interface StoredSubmission {
  id: string
  /** The key had been stored before: this is the first submission's id, and nothing new was stored. */
  replayed: boolean
}

/**
 * Stores many submissions in one transaction, one commit for all, and resolves with each one's id
 * in order once it has committed. A submission whose idempotency key is already stored, by an
 * earlier transaction, another server or earlier in the same list, gets that first id instead and
 * stores nothing. If anything fails, nothing of the list is stored. The statements do not depend
 * on each other's answers, so the store can run them as one unit (see Store.transaction).
 *
 * Past the submission deadline it rejects (StoreUnavailableError) and the visitor is answered 503;
 * a transaction the store had already begun may still commit after that. The key makes this
 * harmless: the form sends the same Idempotency-Key when the visitor tries again, and a key already
 * stored is answered with the first submission's id, so the submission is stored once either way.
 */
export async function storeSubmissions({ db, transaction }: Pick<Store, 'db' | 'transaction'>, submissions: readonly NewSubmission[], now = new Date()): Promise<StoredSubmission[]> {
  const createdAt = now.toISOString()
  const rows = submissions.map((submission) => ({
    // Time-ordered (UUIDv7): each new id lands at the end of the id index, so a batch writes a few
    // pages of it, not one page per random id; that write, and so each commit, stays small.
    id: timeOrderedUuid(),
    form: submission.form,
    created_at: createdAt,
    email: submission.email.toLowerCase(),
    spam: submission.spam ? 1 : 0,
    data: JSON.stringify(submission.data),
    idempotency_key: submission.idempotencyKey ?? null,
  }))
  const noticed = rows.filter((row, index) => submissions[index]!.notify && row.spam === 0).map((row) => row.id)
  const keys = [...new Set(rows.flatMap((row) => (row.idempotency_key === null ? [] : [row.idempotency_key])))]
  const [, , stored] = await transaction(
    [
      // A key stored before, or by an earlier row of this list, keeps its first row: this one is skipped.
      db
        .insertInto('submissions')
        .values(rows)
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .compile(),
      // Notices only for the rows that went in: a skipped row's fresh id matches nothing.
      db
        .insertInto('mail_outbox')
        .columns(['submission_id', 'created_at', 'next_attempt_at'])
        .expression(
          db
            .selectFrom('submissions')
            .select(['id', 'created_at', 'created_at as next_attempt_at'])
            .where('id', 'in', noticed.length > 0 ? noticed : ['']),
        )
        .compile(),
      db
        .selectFrom('submissions')
        .select(['id', 'idempotency_key'])
        .where('idempotency_key', 'in', keys.length > 0 ? keys : [''])
        .compile(),
    ],
    STORE_DEADLINES.submissionMs,
  )
  const firstIdOfKey = new Map((stored!.rows as { id: string; idempotency_key: string }[]).map((row) => [row.idempotency_key, row.id]))
  return rows.map((row) => {
    const id = row.idempotency_key === null ? row.id : firstIdOfKey.get(row.idempotency_key)!
    return { id, replayed: id !== row.id }
  })
}
