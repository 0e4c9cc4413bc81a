import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import { FORM_NAMES, isFormName, type FormName } from '../forms/form-definitions.server.ts'
import type { SubmissionStatus } from '../forms/submission-status.server.ts'

/** How many of a form's submissions are new, in progress and done, and how many are flagged as likely spam (whatever their status). */
export type InboxCounts = Record<SubmissionStatus | 'spam', number>

/**
 * The counts of every form's inbox, as the store keeps them beside the submissions (migration
 * 0017): a read of a few dozen rows however many sign-ups there are, where counting the
 * submissions on each load read all of them (PostgreSQL 40 ms among 100,000, SQLite 11 ms).
 */
export async function inboxCounts({ db, within }: Pick<Store, 'db' | 'within'>): Promise<Record<FormName, InboxCounts>> {
  const rows = await within(STORE_DEADLINES.consoleMs, () => db.selectFrom('inbox_counts').select(['form', 'spam', 'status', 'count']).execute())
  const counts = Object.fromEntries(FORM_NAMES.map((form) => [form, { new: 0, 'in-progress': 0, done: 0, spam: 0 }])) as Record<FormName, InboxCounts>
  for (const row of rows) {
    if (!isFormName(row.form)) continue
    const box = Number(row.spam) === 1 ? 'spam' : (row.status as SubmissionStatus)
    if (box in counts[row.form]) counts[row.form][box] += Number(row.count)
  }
  return counts
}
