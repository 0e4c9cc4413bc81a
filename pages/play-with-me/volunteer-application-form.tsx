import { MAX_LENGTH } from '#lib/forms/form-options.ts'
import type { VolunteerSignupFormInput } from '#lib/forms/volunteer-signup-schema.ts'
import { BoundField } from '../_components/forms/bound-field.tsx'
import { SENT_MESSAGES } from '../_components/forms/sent-messages.ts'
import type { ToastMessage } from '../_components/toast/toast-message.ts'
import { DialogForm } from './dialog-form.tsx'
import type { DialogFormProps } from './dialog-form-props.ts'

/** A field of this form, its name checked against the form's values. */
const VolunteerField = BoundField<VolunteerSignupFormInput>

const FAILED: ToastMessage = { title: 'Application Error', description: 'Something went wrong. Please try again.', variant: 'destructive' }
const EMPTY: VolunteerSignupFormInput = { name: '', email: '', availability: '', preferredGames: '', experience: '', additionalInfo: '' }

/** A volunteer's application for Play With Me. */
export function VolunteerApplicationForm(props: DialogFormProps) {
  return (
    <DialogForm
      {...props}
      form="volunteer-signup"
      label="Volunteer application"
      empty={EMPTY}
      sent={SENT_MESSAGES['volunteer-signup'](props.replyTime)}
      failed={FAILED}
      submitLabel="Submit Application"
    >
      <div className="form__row">
        <VolunteerField name="name" required autoComplete="name" maxLength={MAX_LENGTH.name} />
        <VolunteerField name="email" required type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />
      </div>
      <VolunteerField name="availability" required maxLength={MAX_LENGTH.text} placeholder="e.g. Saturday mornings" />
      <VolunteerField name="preferredGames" required maxLength={MAX_LENGTH.text} placeholder="e.g. Chess, Charades" />
      <VolunteerField name="experience" rows={3} maxLength={MAX_LENGTH.text} />
      <VolunteerField name="additionalInfo" rows={3} maxLength={MAX_LENGTH.text} />
    </DialogForm>
  )
}
