import * as z from 'zod/mini'
import { AGE_GROUPS } from './form-options.ts'
import { emailAddress, ONE_LINE, optionalText, requiredLine, requiredText } from './field-rules.ts'

/**
 * A child's registration for Play With Me. The browser checks it with required attributes (the
 * dialog forms show the browser's own messages); this schema is what the server accepts. It asks for nothing
 * beyond the form's fields, and the registration needs the parent's or guardian's consent.
 */
export const playSignupFormSchema = z.strictObject({
  childName: requiredLine(1, 'Required', ONE_LINE),
  parentEmail: emailAddress('Please enter a valid email address'),
  // Optional: an empty choice is stored as no answer.
  ageGroup: z._default(z.union([z.enum(AGE_GROUPS), z.literal('')]), ''),
  availability: requiredText(1, 'Required'),
  preferredGames: requiredText(1, 'Required'),
  additionalInfo: optionalText(),
  parentConsent: z.literal(true, "Please confirm that you are the child's parent or guardian"),
})

export type PlaySignupFormInput = z.input<typeof playSignupFormSchema>
export type PlaySignupForm = z.output<typeof playSignupFormSchema>
