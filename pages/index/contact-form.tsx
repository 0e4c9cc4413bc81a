import { CONTACT_SUBJECTS } from '../../lib/forms/form-options.ts'
import type { ContactFormInput } from '../../lib/forms/contact-form.ts'
import type { ToastMessage } from '../_components/toast/toast-message.ts'
import { CheckboxField } from '../_components/forms/checkbox-field.tsx'
import { Field } from '../_components/forms/field.tsx'
import { PageForm } from '../_components/forms/page-form.tsx'
import { SelectField } from '../_components/forms/select-field.tsx'

const SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  general_inquiry: 'General Inquiry',
  support_request: 'Support Request',
  resource_access: 'Resource Access',
  partnership: 'Partnership',
  other: 'Other',
}

const SENT: ToastMessage = { title: 'Message Sent', description: "Thank you for your message. We'll get back to you soon." }
const FAILURE_FALLBACK = 'There was a problem sending your message. Please try again.'

const EMPTY: ContactFormInput = {
  name: '',
  email: '',
  // No subject until the visitor picks one; the schema refuses the empty choice.
  subject: '' as ContactFormInput['subject'],
  message: '',
  newsletter: false,
}

/** The home page's contact form. */
export function ContactForm() {
  return (
    <PageForm
      label="Contact form"
      path="/api/contact"
      loadSchema={() => import('../../lib/forms/contact-form.ts').then((module) => module.contactFormSchema)}
      empty={EMPTY}
      idPrefix="contact"
      submitLabel="Send Message"
      pendingLabel="Sending..."
      sent={SENT}
      failure={async (response) => ({ title: 'Error', description: (response && (await failureMessage(response))) || FAILURE_FALLBACK, variant: 'destructive' })}
      // The answer is read as JSON only when it says it is JSON; otherwise success is assumed.
      readAnswer={async (response) => (response.headers.get('content-type')?.includes('application/json') ? response.json() : undefined)}
    >
      {({ register, formState: { errors } }) => (
        <>
          <div className="form__row">
            <Field id="contact-name" label="Name" error={errors.name?.message} required>
              {(aria) => <input {...aria} type="text" autoComplete="name" {...register('name')} />}
            </Field>
            <Field id="contact-email" label="Email" error={errors.email?.message} required>
              {(aria) => <input {...aria} type="email" autoComplete="email" {...register('email')} />}
            </Field>
          </div>
          <SelectField
            id="contact-subject"
            label="Subject"
            error={errors.subject?.message}
            required
            register={register}
            name="subject"
            placeholder="Select a subject"
            options={CONTACT_SUBJECTS}
            optionLabel={(subject) => SUBJECT_LABELS[subject]}
          />
          <Field id="contact-message" label="Message" error={errors.message?.message} required>
            {(aria) => <textarea {...aria} rows={6} {...register('message')} />}
          </Field>
          <CheckboxField id="contact-newsletter" label="Subscribe to our newsletter" registration={register('newsletter')} />
        </>
      )}
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
