import * as z from 'zod/mini'
import { emailAddress, ONE_LINE, optionalText, requiredLine, requiredText } from './field-rules.ts'

/** A volunteer's application for Play With Me, checked in the browser by required attributes. */
export const volunteerSignupFormSchema = z.strictObject({
  name: requiredLine(1, 'Required', ONE_LINE),
  email: emailAddress('Please enter a valid email address'),
  availability: requiredText(1, 'Required'),
  preferredGames: requiredText(1, 'Required'),
  experience: optionalText(),
  additionalInfo: optionalText(),
})

export type VolunteerSignupFormInput = z.input<typeof volunteerSignupFormSchema>
export type VolunteerSignupForm = z.output<typeof volunteerSignupFormSchema>
