import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import type { FormName } from '../forms/form-definitions.server.ts'
import type { SubmissionStatus } from './submission-status.server.ts'

/** How many of a form's submissions are new, in progress and done, and how many are flagged as likely spam (whatever their status). */
export type InboxCounts = Record<SubmissionStatus | 'spam', number>

/** The counts of one form's inbox, from one pass over its index. */
export async function inboxCounts({ db, within }: Pick<Store, 'db' | 'within'>, form: FormName): Promise<InboxCounts> {
  const rows = await within(STORE_DEADLINES.consoleMs, () =>
    db
      .selectFrom('submissions')
      .select(['spam', 'status', (eb) => eb.fn.countAll().as('count')])
      .where('form', '=', form)
      .groupBy(['spam', 'status'])
      .execute(),
  )
  const counts: InboxCounts = { new: 0, 'in-progress': 0, done: 0, spam: 0 }
  for (const row of rows) {
    const box = Number(row.spam) === 1 ? 'spam' : (row.status as SubmissionStatus)
    if (box in counts) counts[box] += Number(row.count)
  }
  return counts
}
