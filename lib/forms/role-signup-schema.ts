import * as z from 'zod/mini'
import { SIGNUP_ROLES } from './form-options.ts'
import { emailAddress, optionalLine, optionalTick, personName } from './field-rules.ts'

/** The community sign-up and the advisor application: the spec gives both the same fields and rules. */
export const roleSignupFormSchema = z.strictObject({
  name: personName('Name must be at least 2 characters', 'Name must be on one line, without special characters'),
  email: emailAddress('Please enter a valid email address'),
  organization: optionalLine('Organization must be on one line, without special characters'),
  role: z.enum(SIGNUP_ROLES, 'Please select your role'),
  signUpForUpdates: optionalTick(),
})

export type RoleSignupFormInput = z.input<typeof roleSignupFormSchema>
export type RoleSignupForm = z.output<typeof roleSignupFormSchema>
