import { v7 as timeOrderedUuid } from 'uuid'
import type { Store } from '../database/store.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import { SAMPLE_SUBMISSIONS } from './sample-submissions.ts'
import { insertSubmission } from './insert-submission.ts'

/** Rows per statement: few enough parameters for SQLite and PostgreSQL alike. */
const BATCH_SIZE = 500

/** The address of a backlog's email number `index`: one address each, so that the mail server's envelopes tell the emails apart. */
export const backlogAddress = (index: number) => `backlog-${index}@example.org`

/**
 * For tests and benchmarks: a backlog in the mail outbox, as a mail server that was down or a
 * restart leaves it: `count` staff notices of one contact submission, all due, each to an address
 * of its own (backlogAddress), and due before them one to each of `firstTo`. Resolves with the
 * addresses, the first due first.
 */
export async function queueBacklog(store: Pick<Store, 'db' | 'transaction'>, count: number, firstTo: string[] = []): Promise<string[]> {
  const submissionId = await insertSubmission(store, { form: 'contact', email: 'ada@example.org', spam: false, data: SAMPLE_SUBMISSIONS.contact, notify: false })
  const addresses = [...firstTo, ...Array.from({ length: count }, (_, index) => backlogAddress(index))]
  const due = Date.now() - 60_000
  const rows = addresses.map((recipient, index) => ({
    id: timeOrderedUuid(),
    kind: 'staff-notice',
    submission_id: submissionId,
    recipient,
    created_at: new Date(due).toISOString(),
    next_attempt_at: new Date(due + index).toISOString(),
  }))
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await store.transaction(
      [
        store.db
          .insertInto('mail_outbox')
          .values(rows.slice(start, start + BATCH_SIZE))
          .compile(),
      ],
      STORE_DEADLINES.statementMs,
    )
  }
  return addresses
}
