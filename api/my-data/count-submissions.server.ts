import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
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
