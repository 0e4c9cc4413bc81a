import * as z from 'zod/mini'
import { GRADES, MAX_LENGTH } from './form-options.ts'
import { emailAddress, optionalText, optionalTick, personName, requiredText } from './field-rules.ts'

/** The student ambassador application. */
export const studentAmbassadorFormSchema = z.strictObject({
  name: personName('Name must be at least 2 characters'),
  email: emailAddress('Please enter a valid email address'),
  school: requiredText(2, 'School name is required', MAX_LENGTH.name),
  grade: z.enum(GRADES, 'Please select your grade level'),
  major: optionalText(MAX_LENGTH.name),
  interests: requiredText(10, 'Please describe your interests (minimum 10 characters)'),
  experience: requiredText(10, 'Please describe any relevant experience (minimum 10 characters)'),
  motivation: requiredText(10, 'Please tell us why you want to be a student ambassador (minimum 10 characters)'),
  signUpForUpdates: optionalTick(),
})

export type StudentAmbassadorFormInput = z.input<typeof studentAmbassadorFormSchema>
export type StudentAmbassadorForm = z.output<typeof studentAmbassadorFormSchema>
