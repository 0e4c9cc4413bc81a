import { CONTACT_SUBJECT_LABELS } from '#lib/forms/form-options.ts'

/** The answers given by choosing, by form and field, as the visitor read them in the form. */
const CHOICE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = { 'contact.subject': CONTACT_SUBJECT_LABELS }

/**
 * An answer of a form in the words the person saw: a choice by its label (`General Inquiry`, not
 * `general_inquiry`), a tick box as Yes or No, an empty one said so.
 */
export function answerWords(form: string, field: string, value: unknown): string {
  if (value === true) return 'Yes'
  if (value === false) return 'No'
  if (value === undefined || value === null || value === '') return '(left empty)'
  if (typeof value !== 'string') return JSON.stringify(value)
  return CHOICE_WORDS[`${form}.${field}`]?.[value] ?? value
}
