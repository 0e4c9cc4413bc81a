import type { Kysely } from 'kysely'
import { deleteSubmissionRows } from '../database/delete-submission-rows.server.ts'
import type { Tables } from '../database/tables.server.ts'
import type { FormName } from '../forms/form-definitions.server.ts'

/** Deletes the submissions received before `before` (of one form, or all) with every row that refers to them; resolves with how many. */
export async function purgeSubmissions(db: Kysely<Tables>, { before, form }: { before: Date; form?: FormName | undefined }): Promise<number> {
  return db.transaction().execute(async (transaction) => {
    let doomed = transaction.selectFrom('submissions').select('id').where('created_at', '<', before.toISOString())
    if (form) doomed = doomed.where('form', '=', form)
    return deleteSubmissionRows(transaction, doomed)
  })
}
