import { AGE_GROUPS, MAX_LENGTH } from '#lib/forms/form-options.ts'
import type { PlaySignupFormInput } from '#lib/forms/play-signup-schema.ts'
import { BoundField } from '../_components/forms/bound-field.tsx'
import { SENT_MESSAGES } from '../_components/forms/sent-messages.ts'
import type { ToastMessage } from '../_components/toast/toast-message.ts'
import { DialogForm } from './dialog-form.tsx'
import type { DialogFormProps } from './dialog-form-props.ts'

/** A field of this form, its name checked against the form's values. */
const PlayField = BoundField<PlaySignupFormInput>

const FAILED: ToastMessage = { title: 'Registration Error', description: 'Something went wrong. Please try again.', variant: 'destructive' }
// The consent starts unticked until the parent or guardian ticks it; the schema refuses the registration without it.
const EMPTY: PlaySignupFormInput = { childName: '', parentEmail: '', ageGroup: '', availability: '', preferredGames: '', additionalInfo: '', parentConsent: false as unknown as true }

/** A child's registration for Play With Me. */
export function PlayRegistrationForm(props: DialogFormProps) {
  return (
    <DialogForm {...props} form="play-signup" label="Register your child" empty={EMPTY} sent={SENT_MESSAGES['play-signup'](props.replyTime)} failed={FAILED} submitLabel="Register">
      <div className="form__row">
        <PlayField name="childName" required maxLength={MAX_LENGTH.name} />
        <PlayField name="parentEmail" required type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />
      </div>
      <PlayField name="ageGroup" placeholder="Select an age group" options={AGE_GROUPS} optionLabel={(group) => `${group} years`} />
      <PlayField name="availability" required maxLength={MAX_LENGTH.text} placeholder="e.g. weekday afternoons" />
      <PlayField name="preferredGames" required maxLength={MAX_LENGTH.text} placeholder="e.g. Uno, Pictionary" />
      <PlayField name="additionalInfo" rows={3} maxLength={MAX_LENGTH.text} />
      <PlayField name="parentConsent" required type="checkbox" />
    </DialogForm>
  )
}
