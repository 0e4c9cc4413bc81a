import type { Writable } from 'node:stream'
import { auditRow } from '../audit/audit-entry.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'
import { exportWriter, type ExportFormat } from './export-writer.server.ts'
import { findSubmissions } from './find-submissions.server.ts'
import type { SubmissionFilter } from './submission-filter.server.ts'

export interface ExportRequest extends Omit<ExportFormat, 'form'> {
  filter: SubmissionFilter
  /** Who asked, for the audit log. */
  actor: string
  /** Told how many have been written after each page, for a progress report. */
  onProgress?: (written: number) => void
}

/**
 * Streams the submissions that match `filter`, oldest first, to `out` as CSV or JSON: a page of
 * rows is read from the store only once the one before has been written and `out` has room for
 * more, so the memory an export needs does not grow with its size. The export is recorded in the
 * audit log with its form and the number written, also when it stops part way (the download was
 * cancelled). Resolves with that number; does not end `out`.
 */
export async function exportSubmissions(
  store: Pick<Store, 'db' | 'within' | 'transaction'>,
  { filter, actor, onProgress, ...format }: ExportRequest,
  out: Writable,
): Promise<number> {
  const writer = exportWriter(out, { ...format, form: filter.form })
  let written = 0
  const record = () =>
    store.transaction(
      [
        store.db
          .insertInto('audit_log')
          .values(auditRow({ actor, action: 'exported', form: filter.form, count: written }))
          .compile(),
      ],
      STORE_DEADLINES.consoleMs,
    )
  try {
    for await (const page of findSubmissions(store, filter)) {
      await writer.write(page)
      written += page.length
      onProgress?.(written)
    }
    await writer.end()
  } catch (error) {
    // What went out before the failure is recorded if the store still can; the failure is what the caller hears of.
    await record().catch(() => undefined)
    throw error
  }
  await record()
  return written
}
