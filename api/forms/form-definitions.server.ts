import type * as z from 'zod/mini'
import { contactFormSchema } from '../../lib/forms/contact-form.ts'
import { playSignupFormSchema } from '../../lib/forms/play-signup-form.ts'
import { roleSignupFormSchema } from '../../lib/forms/role-signup-form.ts'
import { studentAmbassadorFormSchema } from '../../lib/forms/student-ambassador-form.ts'
import { volunteerSignupFormSchema } from '../../lib/forms/volunteer-signup-form.ts'

export interface FormDefinition {
  schema: z.ZodMiniObject<z.core.$ZodLooseShape, z.core.$strict>
  emailField: string
  title: string
}

/**
 * The six forms as the server knows them: the schema each is checked with, the field that holds
 * the sender's email address, and the title staff see in notices and exports. The key is the
 * form's name in the API path (/api/<name>) and in the store.
 */
export const FORM_DEFINITIONS = {
  contact: { schema: contactFormSchema, emailField: 'email', title: 'Contact message' },
  'community-signup': { schema: roleSignupFormSchema, emailField: 'email', title: 'Community sign-up' },
  'advisor-signup': { schema: roleSignupFormSchema, emailField: 'email', title: 'Advisor application' },
  'student-ambassador-signup': { schema: studentAmbassadorFormSchema, emailField: 'email', title: 'Student ambassador application' },
  'play-signup': { schema: playSignupFormSchema, emailField: 'parentEmail', title: 'Play With Me registration' },
  'volunteer-signup': { schema: volunteerSignupFormSchema, emailField: 'email', title: 'Play With Me volunteer application' },
} as const satisfies Record<string, FormDefinition>

export type FormName = keyof typeof FORM_DEFINITIONS

export const FORM_NAMES = Object.keys(FORM_DEFINITIONS) as FormName[]

export function isFormName(value: string): value is FormName {
  return Object.hasOwn(FORM_DEFINITIONS, value)
}
