import { foldForSearch, withoutSeparators } from './fold-for-search.server.ts'
import type { FormName } from './form-definitions.server.ts'
import { submissionReference } from './submission-reference.server.ts'

/** The field of each form that names the person: with the email address, what staff search by. */
export const NAME_FIELD: Record<FormName, string> = {
  contact: 'name',
  'community-signup': 'name',
  'advisor-signup': 'name',
  'student-ambassador-signup': 'name',
  'play-signup': 'childName',
  'volunteer-signup': 'name',
}

/**
 * The person's name, email address and the reference of their confirmation, folded, as stored in
 * `search_text` for the inbox search: the reference without its dashes, so that a caller who reads
 * it out is found by it however staff write the groups (the typed search drops them too).
 */
export function searchableText(form: FormName, email: string, data: Record<string, unknown>, id: string): string {
  const name = data[NAME_FIELD[form]]
  return [...(typeof name === 'string' ? [name] : []), email, withoutSeparators(submissionReference(id))].map(foldForSearch).join('\n')
}
