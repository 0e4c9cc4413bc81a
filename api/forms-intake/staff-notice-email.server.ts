import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import type { ComposeEmail } from '../email/compose-email.server.ts'
import { noticeMessage } from './notice-message.server.ts'

/** The staff notice of a submission, to the staff's address (NOTIFY_EMAIL), with a link to it in the staff console when there is one (`consoleUrl`, the site's origin). */
export function staffNoticeEmail(db: Kysely<Tables>, staffAddress: string, consoleUrl?: string): ComposeEmail {
  return async ({ submission_id, recipient }) => {
    if (submission_id === null) return undefined
    const submission = await db.selectFrom('submissions').select(['id', 'form', 'created_at', 'data']).where('id', '=', submission_id).executeTakeFirst()
    return submission && { to: recipient ?? staffAddress, ...noticeMessage(submission, { consoleUrl }) }
  }
}
