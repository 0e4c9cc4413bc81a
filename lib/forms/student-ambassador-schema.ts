import * as z from 'zod/mini'
import { GRADES } from './form-options.ts'
import { emailAddress, optionalLine, optionalTick, personName, requiredLine, requiredText } from './field-rules.ts'

/** The student ambassador application. */
export const studentAmbassadorFormSchema = z.strictObject({
  name: personName('Name must be at least 2 characters', 'Name must be on one line, without special characters'),
  email: emailAddress('Please enter a valid email address'),
  school: requiredLine(2, 'School name is required', 'School name must be on one line, without special characters'),
  grade: z.enum(GRADES, 'Please select your grade level'),
  major: optionalLine('Major must be on one line, without special characters'),
  interests: requiredText(10, 'Please describe your interests (minimum 10 characters)'),
  experience: requiredText(10, 'Please describe any relevant experience (minimum 10 characters)'),
  motivation: requiredText(10, 'Please tell us why you want to be a student ambassador (minimum 10 characters)'),
  signUpForUpdates: optionalTick(),
})

export type StudentAmbassadorFormInput = z.input<typeof studentAmbassadorFormSchema>
export type StudentAmbassadorForm = z.output<typeof studentAmbassadorFormSchema>
