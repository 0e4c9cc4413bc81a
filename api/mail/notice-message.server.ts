import { FORM_DEFINITIONS, isFormName } from '../forms/form-definitions.server.ts'
import type { Tables } from '../database/tables.server.ts'

/** The email that tells staff about a new submission: which form, when, its id and its fields. */
export function noticeMessage(submission: Tables['submissions']): { subject: string; text: string } {
  const title = isFormName(submission.form) ? FORM_DEFINITIONS[submission.form].title : submission.form
  const data = JSON.parse(submission.data) as Record<string, unknown>
  const fields = Object.entries(data).map(([field, value]) => `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
  return {
    subject: `New ${title.toLowerCase()}`,
    text: [`${title} received ${submission.created_at}`, `Id: ${submission.id}`, '', ...fields, ''].join('\n'),
  }
}
