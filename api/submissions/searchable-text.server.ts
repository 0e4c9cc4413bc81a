import type { FormName } from '../forms/form-definitions.server.ts'
import { foldForSearch } from './fold-for-search.server.ts'

/** The field of each form that names the person: with the email address, what staff search by. */
export const NAME_FIELD: Record<FormName, string> = {
  contact: 'name',
  'community-signup': 'name',
  'advisor-signup': 'name',
  'student-ambassador-signup': 'name',
  'play-signup': 'childName',
  'volunteer-signup': 'name',
}

/** The person's name and email address, folded, as stored in `search_text` for the inbox search. */
export function searchableText(form: FormName, email: string, data: Record<string, unknown>): string {
  const name = data[NAME_FIELD[form]]
  return foldForSearch([...(typeof name === 'string' ? [name] : []), email].join('\n'))
}
