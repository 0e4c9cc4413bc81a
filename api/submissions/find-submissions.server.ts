import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { matchesFilter, type SubmissionFilter } from './submission-filter.server.ts'

export interface Submission {
  id: string
  form: string
  receivedAt: string
  email: string
  spam: boolean
  data: Record<string, unknown>
}

/**
 * The matching submissions, oldest first, read in batches so that an export of any size needs
 * little memory; yields one batch at a time.
 */
export async function* findSubmissions(db: Kysely<Tables>, filter: SubmissionFilter, batchSize = 500): AsyncGenerator<Submission[]> {
  let after: { createdAt: string; id: string } | undefined
  for (;;) {
    let query = db.selectFrom('submissions').selectAll().where(matchesFilter(filter)).orderBy('created_at').orderBy('id').limit(batchSize)
    if (after) {
      const { createdAt, id } = after
      query = query.where((eb) => eb.or([eb('created_at', '>', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)])]))
    }
    const rows = await query.execute()
    if (rows.length === 0) return
    yield rows.map((row) => ({ id: row.id, form: row.form, receivedAt: row.created_at, email: row.email, spam: row.spam === 1, data: JSON.parse(row.data) }))
    const last = rows[rows.length - 1]!
    after = { createdAt: last.created_at, id: last.id }
    if (rows.length < batchSize) return
  }
}
