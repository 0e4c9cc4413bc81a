import { FORM_DEFINITIONS, isFormName } from '../forms/form-definitions.server.ts'
import type { Tables } from '../database/tables.server.ts'
import { submissionReference } from '../submissions/submission-reference.server.ts'

/** Every sequence a mail program may show as a new line. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/

/**
 * A field's value as the notice shows it: a value of several lines (a message) keeps them, each
 * further line indented under its field, so no value can add a line that looks like the notice's
 * own (an id, another field). The forms refuse line breaks in one-line fields; this also holds for
 * what was stored before they did.
 */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)).split(LINE_BREAK).join('\n    ')

/** The email that tells staff about a new submission: which form, when, its id, the reference its sender was given, and its fields. */
export function noticeMessage(submission: Pick<Tables['submissions'], 'id' | 'form' | 'created_at' | 'data'>): { subject: string; text: string } {
  const title = isFormName(submission.form) ? FORM_DEFINITIONS[submission.form].title : submission.form
  const data = JSON.parse(submission.data) as Record<string, unknown>
  const fields = Object.entries(data).map(([field, value]) => `${field}: ${shown(value)}`)
  return {
    subject: `New ${title.toLowerCase()}`,
    text: [`${title} received ${submission.created_at}`, `Id: ${submission.id}`, `Reference: ${submissionReference(submission.id)}`, '', ...fields, ''].join('\n'),
  }
}
