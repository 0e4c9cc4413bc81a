import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from '#lib/forms/form-options.ts'
import type { ContactFormInput } from '#lib/forms/contact-schema.ts'
import { BoundField } from '#pages/_components/forms/bound-field.tsx'
import { PageForm } from '#pages/_components/forms/page-form.tsx'
import { SENT_MESSAGES } from '#pages/_components/forms/sent-messages.ts'

const FAILURE_FALLBACK = 'There was a problem sending your message. Please try again.'

const EMPTY: ContactFormInput = {
  name: '',
  email: '',
  // No subject until the visitor picks one; the schema refuses the empty choice.
  subject: '' as ContactFormInput['subject'],
  message: '',
  newsletter: false,
}

/** A field of this form, its name checked against the form's values. */
const ContactField = BoundField<ContactFormInput>

/** The home page's contact form. */
export function ContactForm() {
  return (
    <PageForm
      form="contact"
      label="Contact form"
      empty={EMPTY}
      idPrefix="contact"
      submitLabel="Send Message"
      pendingLabel="Sending..."
      sent={SENT_MESSAGES.contact()}
      failure={async (response) => ({ title: 'Error', description: (response && (await failureMessage(response))) || FAILURE_FALLBACK, variant: 'destructive' })}
      // The answer is read as JSON only when it says it is JSON; otherwise success is assumed.
      readAnswer={async (response) => (response.headers.get('content-type')?.includes('application/json') ? response.json() : undefined)}
    >
      <div className="form__row">
        <ContactField name="name" required autoComplete="name" />
        <ContactField name="email" required type="email" autoComplete="email" />
      </div>
      <ContactField name="subject" required placeholder="Select a subject" options={CONTACT_SUBJECTS} optionLabel={(subject) => CONTACT_SUBJECT_LABELS[subject]!} />
      <ContactField name="message" required rows={6} />
      <ContactField name="newsletter" type="checkbox" />
    </PageForm>
  )
}

/** The server's JSON message, else the status text, else the spec's fallback. */
async function failureMessage(response: Response): Promise<string> {
  if (response.headers.get('content-type')?.includes('application/json')) {
    const body: unknown = await response.json().catch(() => undefined)
    const message = (body as { message?: unknown } | undefined)?.message
    if (typeof message === 'string' && message) return message
  }
  return response.statusText || 'Failed to send message'
}
