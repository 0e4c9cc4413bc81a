import type { ReactNode } from 'react'
import type { FormInput, FormName } from '#lib/forms/form-registry.ts'
import type { ToastMessage } from '../toast/toast-message.ts'
import { BoundField } from './bound-field.tsx'
import { PageForm } from './page-form.tsx'
import { SENT_MESSAGES } from './sent-messages.ts'

/** What every sign-up asks for, besides its own fields. */
interface SignupFields {
  name: string
  email: string
  signUpForUpdates?: boolean | undefined
}

const failed = (what: string): ToastMessage => ({ title: 'Error', description: `There was an issue submitting your ${what}. Please try again.`, variant: 'destructive' })

/** The advisor and the student ambassador applications are sent and refused in the same words. */
const APPLICATION = { submitLabel: 'Submit Application', pendingLabel: 'Submitting Application...', failure: failed('application') }

/** What each sign-up says, as the spec words it, by its form's name in the registry. */
const WORDING = {
  'community-signup': {
    label: 'Join our community',
    submitLabel: 'Join Our Community',
    pendingLabel: 'Joining...',
    sent: SENT_MESSAGES['community-signup'](),
    failure: failed('information'),
  },
  'advisor-signup': {
    label: 'Advisor application',
    sent: SENT_MESSAGES['advisor-signup'](),
    ...APPLICATION,
  },
  'student-ambassador-signup': {
    label: 'Student ambassador application',
    sent: SENT_MESSAGES['student-ambassador-signup'](),
    ...APPLICATION,
  },
} satisfies Partial<Record<FormName, { label: string; submitLabel: string; pendingLabel: string; sent: ToastMessage; failure: ToastMessage }>>

/** A form that is a sign-up page's. */
export type SignupFormName = keyof typeof WORDING

interface SignupFormProps<Name extends SignupFormName> {
  /** Which sign-up: its wording, and its address and labels in the registry. */
  form: Name
  /** Begins the ids inside the form. */
  idPrefix: string
  /** The values the form starts with and goes back to once sent. */
  empty: FormInput<Name>
  /** The sign-up's own fields (BoundField), between the name and email and the tick box for updates. */
  children: ReactNode
}

/** A field every sign-up has. */
const SignupField = BoundField<SignupFields>

/** A sign-up form (community, advisor, student ambassador): the name and email first, the tick box for updates last. */
export function SignupForm<Name extends SignupFormName>({ form, idPrefix, empty, children }: SignupFormProps<Name>) {
  const { failure, ...wording } = WORDING[form]
  return (
    <PageForm {...wording} form={form} empty={empty} idPrefix={idPrefix} failure={() => failure}>
      <div className="form__row">
        <SignupField name="name" required autoComplete="name" />
        <SignupField name="email" required type="email" autoComplete="email" />
      </div>
      {children}
      <SignupField name="signUpForUpdates" idEnd="updates" type="checkbox" />
    </PageForm>
  )
}
