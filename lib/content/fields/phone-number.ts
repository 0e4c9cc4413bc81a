import { text } from './text.ts'
import { textFields } from './text-fields.ts'
import { textLength } from './text-length.ts'

/**
 * A phone number as visitors read it: the page also dials it (a tel: link of its digits), so it
 * may hold only digits, spaces, brackets, dots, dashes and a leading +, and enough digits to dial.
 */
export const phoneNumber = () =>
  text({ max: textLength.label })
    .refine((value) => /^\+?[\d ().-]+$/.test(value) && (value.match(/\d/g) ?? []).length >= 6, {
      message: 'must be a phone number: digits, with spaces, brackets, dots or dashes and a + in front if you like, like +1 (555) 013-2468',
    })
    .register(textFields, { max: textLength.label, format: 'phone number' })
