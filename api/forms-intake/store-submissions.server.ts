import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { v7 as timeOrderedUuid } from 'uuid'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import type { Tables } from '../database/tables.server.ts'
import type { FormName } from '../forms/form-definitions.server.ts'
import { searchableText } from '../forms/searchable-text.server.ts'
import type { SpamReason } from '../forms/spam-reason.server.ts'
import { requestedUpdates } from '../forms/updates-consent.server.ts'
import { queueSubmissionEmails } from './queue-submission-emails.server.ts'

/**
 * A hash of a submission's checked answers, kept beside its idempotency key to tell a retry from
 * another submission sent under the same key. It hashes the parsed answers as the form's schema
 * returned them, not the request's raw bytes: a retry would match either way (the browser sends
 * the same bytes again), but the bytes also hold what is never stored (the spam signals, the order
 * of the keys, spacing), while the question is whether answering with the first submission drops
 * anything the visitor sent. Same answers, same stored row: nothing is lost. The answers are flat
 * (strings and booleans), so their fields in name order are canonical.
 */
function answersFingerprint(answers: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(answers)
      .sort()
      .map((field) => [field, answers[field]]),
  )
  return createHash('sha256').update(canonical).digest('base64url')
}

export interface NewSubmission {
  form: FormName
  email: string
  spam: boolean
  /** Why it is flagged, kept with it for staff; a flagged submission without any keeps an empty list. */
  spamReasons?: readonly SpamReason[] | undefined
  data: Record<string, unknown>
  /**
   * Queue the staff notice and the confirmation to the sender in the same transaction, so a stored
   * submission always gets them; none for one that ends up flagged as likely spam.
   */
  notify: boolean
  /** The browser's key for this submission and its retries. */
  idempotencyKey?: string | undefined
  /** The genuine form token it came with: it buys this submission unless one bought with it before. */
  formToken?: { id: string; expiresAt: Date } | undefined
}

export interface StoredSubmission {
  id: string
  /** The key had been stored before: this is the first submission's id, and nothing new was stored. */
  replayed: boolean
  /** The key had been stored before with another form or other answers: nothing was stored, and the submission must be refused. */
  keyReused?: true
  /** Its form token had bought another submission: it was stored flagged as likely spam. */
  tokenReused?: true
}

/**
 * Stores many submissions in one transaction, one commit for all, and resolves with each one's id
 * in order once it has committed. A submission whose idempotency key is already stored, by an
 * earlier transaction, another server or earlier in the same list, gets that first id instead and
 * stores nothing; if it was first stored with another form or other answers, it is marked
 * keyReused. A form token buys the first submission stored with it; any other is stored flagged
 * as likely spam, with `token-used` among its reasons. If anything fails, nothing of the list is stored. The statements do not depend
 * on each other's answers, so the store can run them as one unit (see Store.transaction).
 *
 * Past the submission deadline it rejects (StoreUnavailableError) and the visitor is answered 503;
 * a transaction the store had already begun may still commit after that. The key makes this
 * harmless: the form sends the same Idempotency-Key when the visitor tries again, and a key already
 * stored is answered with the first submission's id, so the submission is stored once either way.
 */
export async function storeSubmissions({ db, transaction }: Pick<Store, 'db' | 'transaction'>, submissions: readonly NewSubmission[], now = new Date()): Promise<StoredSubmission[]> {
  const createdAt = now.toISOString()
  const rows = submissions.map((submission) => {
    // Time-ordered (UUIDv7): each new id lands at the end of the id index, so a batch writes a few
    // pages of it, not one page per random id; that write, and so each commit, stays small.
    const id = timeOrderedUuid()
    return {
      id,
      form: submission.form,
      created_at: createdAt,
      email: submission.email.toLowerCase(),
      spam: submission.spam ? 1 : 0,
      spam_reasons: JSON.stringify(submission.spamReasons ?? []),
      search_text: searchableText(submission.form, submission.email, submission.data, id),
      data: JSON.stringify(submission.data),
      idempotency_key: submission.idempotencyKey ?? null,
      idempotency_fingerprint: submission.idempotencyKey === undefined ? null : answersFingerprint(submission.data),
      ...requestedUpdates(submission.form, submission.data),
    }
  })
  const noticedRows = rows.filter((row, index) => submissions[index]!.notify && row.spam === 0)
  const noticed = noticedRows.map((row) => row.id)
  const keys = [...new Set(rows.flatMap((row) => (row.idempotency_key === null ? [] : [row.idempotency_key])))]
  const tokens = rows.flatMap((row, index) => {
    const token = submissions[index]!.formToken
    const reasonsIfUsed = JSON.stringify([...(submissions[index]!.spamReasons ?? []), 'token-used'])
    return token ? [{ submissionId: row.id, id: token.id, expiresAt: token.expiresAt.toISOString(), reasonsIfUsed }] : []
  })
  const tokenIds = [...new Set(tokens.map((token) => token.id))]
  /** Each row's token id or expiry, or its reasons as stored once its token is found used, picked by the row's id. */
  const tokenField = (field: 'id' | 'expiresAt' | 'reasonsIfUsed') =>
    sql<string>`case ${sql.ref('id')} ${sql.join(
      tokens.map((token) => sql`when ${token.submissionId} then ${token[field]}`),
      sql` `,
    )} end`
  const claimTokens =
    tokens.length === 0
      ? []
      : [
          // A token is claimed by the first row stored with it; a row skipped for its key claims
          // nothing, as its fresh id is not in the table. The primary key decides between rows of
          // this list and other transactions (another server's included) alike, and taking the
          // tokens in one order keeps two transactions from waiting on each other.
          db
            .insertInto('used_form_tokens')
            .columns(['id', 'submission_id', 'expires_at'])
            .expression(
              db
                .selectFrom('submissions')
                .select([tokenField('id').as('token_id'), 'id as submission_id', tokenField('expiresAt').as('expires_at')])
                .where(
                  'id',
                  'in',
                  tokens.map((token) => token.submissionId),
                )
                .orderBy('token_id')
                .orderBy('submission_id'),
            )
            .onConflict((conflict) => conflict.column('id').doNothing())
            .compile(),
          // A row whose token another one claimed, now or before, is likely spam.
          db
            .updateTable('submissions')
            .set({ spam: 1, spam_reasons: tokenField('reasonsIfUsed') })
            .where(
              'id',
              'in',
              tokens.map((token) => token.submissionId),
            )
            .where('id', 'not in', db.selectFrom('used_form_tokens').select('submission_id').where('id', 'in', tokenIds))
            .compile(),
        ]
  const results = await transaction(
    [
      // A key stored before, or by an earlier row of this list, keeps its first row: this one is skipped.
      db
        .insertInto('submissions')
        .values(rows)
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .compile(),
      ...claimTokens,
      // Emails only for the rows that went in and are not likely spam: a skipped row's fresh id matches nothing.
      ...(['staff-notice', 'confirmation'] as const).map((kind) =>
        queueSubmissionEmails(db, kind, (eb) => eb.and([eb('id', 'in', noticed.length > 0 ? noticed : ['']), eb('spam', '=', 0)]), createdAt, noticedRows).compile(),
      ),
      db
        .selectFrom('submissions')
        .select(['id', 'form', 'idempotency_key', 'idempotency_fingerprint'])
        .where('idempotency_key', 'in', keys.length > 0 ? keys : [''])
        .compile(),
      db
        .selectFrom('used_form_tokens')
        .select(['id', 'submission_id'])
        .where('id', 'in', tokenIds.length > 0 ? tokenIds : [''])
        .compile(),
    ],
    STORE_DEADLINES.submissionMs,
  )
  const [stored, claimed] = results.slice(-2) as [{ rows: FirstOfKey[] }, { rows: Pick<Tables['used_form_tokens'], 'id' | 'submission_id'>[] }]
  const firstOfKey = new Map(stored.rows.map((first) => [first.idempotency_key, first]))
  const buyerOfToken = new Map(claimed.rows.map((claim) => [claim.id, claim.submission_id]))
  return rows.map((row, index) => {
    const first = row.idempotency_key === null ? row : firstOfKey.get(row.idempotency_key)!
    if (first.id === row.id) {
      const token = submissions[index]!.formToken
      return token && buyerOfToken.get(token.id) !== row.id ? { id: row.id, replayed: false, tokenReused: true } : { id: row.id, replayed: false }
    }
    // A first submission stored before its answers were hashed is bound to its form only.
    const sameRequest = first.form === row.form && (first.idempotency_fingerprint === null || first.idempotency_fingerprint === row.idempotency_fingerprint)
    return sameRequest ? { id: first.id, replayed: true } : { id: first.id, replayed: true, keyReused: true }
  })
}

type FirstOfKey = Pick<Tables['submissions'], 'id' | 'form' | 'idempotency_key' | 'idempotency_fingerprint'>
