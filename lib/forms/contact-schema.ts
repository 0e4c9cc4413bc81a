import * as z from 'zod/mini'
import { CONTACT_SUBJECTS } from './form-options.ts'
import { emailAddress, optionalTick, personName, requiredText } from './field-rules.ts'

/** The contact form on the home page. */
export const contactFormSchema = z.strictObject({
  name: personName('Name must be at least 2 characters.', 'Name must be on one line, without special characters.'),
  email: emailAddress('Please enter a valid email address.'),
  subject: z.enum(CONTACT_SUBJECTS, 'Please select a subject.'),
  message: requiredText(10, 'Message must be at least 10 characters.'),
  newsletter: optionalTick(),
})

export type ContactFormInput = z.input<typeof contactFormSchema>
export type ContactForm = z.output<typeof contactFormSchema>
