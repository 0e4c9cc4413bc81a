import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import type { FormName } from '../forms/form-definitions.server.ts'

/** Deletes the submissions received before `before` (of one form, or all) and their queued notices; resolves with how many. */
export async function purgeSubmissions(db: Kysely<Tables>, { before, form }: { before: Date; form?: FormName | undefined }): Promise<number> {
  return db.transaction().execute(async (transaction) => {
    let doomed = transaction.selectFrom('submissions').select('id').where('created_at', '<', before.toISOString())
    if (form) doomed = doomed.where('form', '=', form)
    await transaction.deleteFrom('mail_outbox').where('submission_id', 'in', doomed).execute()
    let deletion = transaction.deleteFrom('submissions').where('created_at', '<', before.toISOString())
    if (form) deletion = deletion.where('form', '=', form)
    const result = await deletion.executeTakeFirst()
    return Number(result.numDeletedRows)
  })
}
