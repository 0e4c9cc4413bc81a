import { auditRow } from '../audit/audit-entry.server.ts'
import { deleteSubmissionRows } from '../database/delete-submission-rows.server.ts'
import { STORE_DEADLINES } from '../database/store-deadlines.server.ts'
import type { Store } from '../database/store.server.ts'

export interface Erasure {
  /** What was erased, by form. */
  forms: { form: string; count: number }[]
  total: number
}

/**
 * Erases submissions by id (those a preview showed), and with them every row that refers to them
 * (deleteSubmissionRows), in one transaction that also records, per form, how many were erased: the
 * audit log keeps neither the ids nor the address. With `email`, only the submissions from that
 * address are erased, so ids of someone else's are left alone. Ids that no longer exist are
 * skipped. Once it is committed, the store forgets the deleted rows' bytes (forgetDeleted), before
 * the erasure is answered.
 */
export async function eraseSubmissions(
  { db, within, forgetDeleted }: Pick<Store, 'db' | 'within' | 'forgetDeleted'>,
  { ids, email, actor }: { ids: readonly string[]; email?: string | undefined; actor: string },
  now = new Date(),
): Promise<Erasure> {
  if (ids.length === 0) return { forms: [], total: 0 }
  return within(STORE_DEADLINES.statementMs, async () => {
    const erasure = await db.transaction().execute(async (transaction) => {
      let found = transaction.selectFrom('submissions').select(['id', 'form']).where('id', 'in', ids)
      if (email !== undefined) found = found.where('email', '=', email.trim().toLowerCase())
      const rows = await found.execute()
      if (rows.length === 0) return { forms: [], total: 0 }
      await deleteSubmissionRows(
        transaction,
        rows.map((row) => row.id),
      )
      const counts = new Map<string, number>()
      for (const row of rows) counts.set(row.form, (counts.get(row.form) ?? 0) + 1)
      const forms = [...counts].map(([form, count]) => ({ form, count }))
      await transaction
        .insertInto('audit_log')
        .values(forms.map(({ form, count }) => auditRow({ actor, action: 'erased', form, count }, now)))
        .execute()
      return { forms, total: rows.length }
    })
    // Answered only once nothing of the person is left readable in the store's files either.
    if (erasure.total > 0) await forgetDeleted()
    return erasure
  })
}
