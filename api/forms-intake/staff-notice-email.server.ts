import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { answerWords } from '../forms/answer-words.server.ts'
import { FORM_DEFINITIONS, isFormName } from '../forms/form-definitions.server.ts'
import { submissionReference } from '../forms/submission-reference.server.ts'
import type { ComposeEmail } from '../outbox/compose-email.server.ts'

/** Every sequence a mail program may show as a new line. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/

/**
 * An answer as the notice shows it: a value of several lines (a message) keeps them, each further
 * line indented under its field, so no value can add a line that looks like the notice's own (an
 * id, another field). The forms refuse line breaks in one-line fields; this also holds for what
 * was stored before they did.
 */
const shown = (words: string) => words.split(LINE_BREAK).join('\n    ')

/**
 * The email that tells staff about a new submission: which form, when, its id, the reference its
 * sender was given, a link to it in the staff console (`consoleUrl`, when the console is on), and
 * its answers under the labels the visitor saw, in the visitor's words. A reply goes to the sender
 * (`replyTo`), where the form has their address.
 */
export function noticeMessage(
  submission: Pick<Tables['submissions'], 'id' | 'form' | 'created_at' | 'data'>,
  { consoleUrl }: { consoleUrl?: string | undefined } = {},
): { subject: string; text: string; replyTo?: string } {
  const definition = isFormName(submission.form) ? FORM_DEFINITIONS[submission.form] : undefined
  const title = definition?.title ?? submission.form
  const labels: Record<string, string> = definition?.labels ?? {}
  const data = JSON.parse(submission.data) as Record<string, unknown>
  const fields = Object.entries(data).map(([field, value]) => `${labels[field] ?? field}: ${shown(answerWords(submission.form, field, value))}`)
  const link = consoleUrl ? [`Open it in the staff console: <${consoleUrl}/staff/submissions/${encodeURIComponent(submission.id)}>`] : []
  const sender = definition ? data[definition.emailField] : undefined
  return {
    subject: `New ${title.toLowerCase()}`,
    text: [`${title} received ${submission.created_at}`, `Id: ${submission.id}`, `Reference: ${submissionReference(submission.id)}`, ...link, '', ...fields, ''].join('\n'),
    ...(typeof sender === 'string' && sender ? { replyTo: sender } : {}),
  }
}

/** The staff notice of a submission, to the staff's address (NOTIFY_EMAIL), with a link to it in the staff console when there is one (`consoleUrl`, the site's origin). */
export function staffNoticeEmail(db: Kysely<Tables>, staffAddress: string, consoleUrl?: string): ComposeEmail {
  return async ({ submission_id, recipient }) => {
    if (submission_id === null) return undefined
    const submission = await db.selectFrom('submissions').select(['id', 'form', 'created_at', 'data']).where('id', '=', submission_id).executeTakeFirst()
    return submission && { to: recipient ?? staffAddress, ...noticeMessage(submission, { consoleUrl }) }
  }
}
