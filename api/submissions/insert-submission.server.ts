import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { FormName } from '../forms/form-definitions.server.ts'
import type { Tables } from '../database/tables.server.ts'

export interface NewSubmission {
  form: FormName
  email: string
  spam: boolean
  data: Record<string, unknown>
  /** Queue an email notice in the same transaction, so a stored submission always gets one. */
  notify: boolean
}

/** Stores a submission and resolves with its id once the transaction has committed. */
export async function insertSubmission(db: Kysely<Tables>, submission: NewSubmission, now = new Date()): Promise<string> {
  const id = randomUUID()
  const createdAt = now.toISOString()
  await db.transaction().execute(async (transaction) => {
    await transaction
      .insertInto('submissions')
      .values({ id, form: submission.form, created_at: createdAt, email: submission.email.toLowerCase(), spam: submission.spam ? 1 : 0, data: JSON.stringify(submission.data) })
      .execute()
    if (submission.notify && !submission.spam) {
      await transaction.insertInto('mail_outbox').values({ submission_id: id, created_at: createdAt, next_attempt_at: createdAt }).execute()
    }
  })
  return id
}
