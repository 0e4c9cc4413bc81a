import { text } from './text.ts'
import { textFields } from './text-fields.ts'
import { textLength } from './text-length.ts'

/** Digits with the signs people write between them, at least six digits, and a + only in front. */
const PHONE_NUMBER = '^\\+?[ ().-]*(?:\\d[ ().-]*){6,}$'
const MESSAGE = 'must be a phone number: digits, with spaces, brackets, dots or dashes and a + in front if you like, like +1 (555) 013-2468'

/**
 * A phone number as visitors read it: the page also dials it (a tel: link of its digits), so it
 * may hold only digits, spaces, brackets, dots, dashes and a leading +, and enough digits to dial.
 */
export const phoneNumber = () =>
  text({ max: textLength.label })
    .regex(new RegExp(PHONE_NUMBER), MESSAGE)
    // For editors' tools that read the JSON Schemas (and the content editor's form): the same rule.
    .meta({ pattern: PHONE_NUMBER, patternErrorMessage: MESSAGE })
    .register(textFields, { max: textLength.label, format: 'phone number' })
