import type { Kysely } from 'kysely'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import type { Tables } from '../database/tables.server.ts'
import type { SpamReason } from '../forms/spam-reason.server.ts'
import type { SubmissionStatus } from '../forms/submission-status.server.ts'
import { matchesFilter, type SubmissionFilter } from './submission-filter.server.ts'

/** How many submissions match, for progress reports. */
export async function countSubmissions(db: Kysely<Tables>, filter: SubmissionFilter): Promise<number> {
  const { count } = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(matchesFilter(filter))
    .executeTakeFirstOrThrow()
  return Number(count)
}

export interface Submission {
  id: string
  form: string
  receivedAt: string
  email: string
  spam: boolean
  data: Record<string, unknown>
  status: SubmissionStatus
  note: string | null
  /** Why it was flagged; null for a flagged one stored before reasons were kept. */
  spamReasons: SpamReason[] | null
}

/**
 * The matching submissions, oldest first, read in pages by keyset (after the last row's time and
 * id, never by offset), each page within the console's deadline, so that an export of any size
 * needs the memory of one page and a stalled store stops it; yields one page at a time, and reads
 * the next only when asked.
 */
export async function* findSubmissions({ db, within }: Pick<Store, 'db' | 'within'>, filter: SubmissionFilter, batchSize = 500): AsyncGenerator<Submission[]> {
  let after: { createdAt: string; id: string } | undefined
  for (;;) {
    // Only what a Submission holds: the search column, idempotency keys and consent records would be read and thrown away.
    let query = db
      .selectFrom('submissions')
      .select(['id', 'form', 'created_at', 'email', 'spam', 'data', 'status', 'note', 'spam_reasons'])
      .where(matchesFilter(filter))
      .orderBy('created_at')
      .orderBy('id')
      .limit(batchSize)
    if (after) {
      const { createdAt, id } = after
      query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(createdAt, id)))
    }
    const rows = await within(STORE_DEADLINES.consoleMs, () => query.execute())
    if (rows.length === 0) return
    yield rows.map((row) => ({
      id: row.id,
      form: row.form,
      receivedAt: row.created_at,
      email: row.email,
      spam: Number(row.spam) === 1,
      data: JSON.parse(row.data) as Record<string, unknown>,
      status: row.status as SubmissionStatus,
      note: row.note,
      spamReasons: row.spam_reasons === null ? null : (JSON.parse(row.spam_reasons) as SpamReason[]),
    }))
    const last = rows[rows.length - 1]!
    after = { createdAt: last.created_at, id: last.id }
    if (rows.length < batchSize) return
  }
}
