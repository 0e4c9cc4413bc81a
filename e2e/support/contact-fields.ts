import type { Field } from './field.ts'

/** A valid message on the contact form, as a visitor fills it in. */
export const contactFields = (message: string): Field[] => [
  { role: 'textbox', name: /Name/, value: 'Ada Lovelace' },
  { role: 'textbox', name: /Email/, value: 'ada@example.org' },
  { role: 'combobox', name: /Subject/, value: 'partnership' },
  { role: 'textbox', name: /Message/, value: message },
]
