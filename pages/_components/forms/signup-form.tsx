import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type * as z from 'zod/mini'
import type { ToastMessage } from '../toast/toast-message.ts'
import { BoundField } from './bound-field.tsx'
import { FieldBinding } from './field-binding.ts'
import { PageForm } from './page-form.tsx'

/** What every sign-up asks for, besides its own fields. */
interface SignupFields {
  name: string
  email: string
  signUpForUpdates?: boolean | undefined
}

const failed = (what: string): ToastMessage => ({ title: 'Error', description: `There was an issue submitting your ${what}. Please try again.`, variant: 'destructive' })

/** The advisor and the student ambassador applications are sent and refused in the same words. */
const APPLICATION = { submitLabel: 'Submit Application', pendingLabel: 'Submitting Application...', failure: failed('application') }

/** What each sign-up says, as the spec words it. */
const VARIANTS = {
  community: {
    label: 'Join our community',
    submitLabel: 'Join Our Community',
    pendingLabel: 'Joining...',
    sent: { title: 'Welcome to Our Community!', description: "Thank you for joining the community. We'll be in touch soon!" },
    failure: failed('information'),
  },
  advisor: {
    label: 'Advisor application',
    sent: { title: 'Thank You for Your Interest!', description: "We've received your advisor application and will be in touch soon to discuss next steps." },
    ...APPLICATION,
  },
  'student-ambassador': {
    label: 'Student ambassador application',
    sent: { title: 'Application Submitted Successfully!', description: "We'll review your application and get back to you soon!" },
    ...APPLICATION,
  },
} satisfies Record<string, { label: string; submitLabel: string; pendingLabel: string; sent: ToastMessage; failure: ToastMessage }>

interface SignupFormProps<Input extends SignupFields, Output> {
  /** Which sign-up: its wording, and its address, /api/<variant>-signup. */
  variant: keyof typeof VARIANTS
  /** Begins the ids inside the form. */
  idPrefix: string
  /** The schema the form shares with its API handler, loaded when the form is first checked. */
  loadSchema(): Promise<z.ZodMiniType<Output, Input>>
  /** The values the form starts with and goes back to once sent. */
  empty: Input
  /** The sign-up's own fields (BoundField), between the name and email and the tick box for updates. */
  children: ReactNode
}

/** A field every sign-up has. */
const SignupField = BoundField<SignupFields>

/** A sign-up form (community, advisor, student ambassador): the name and email first, the tick box for updates last. */
export function SignupForm<Input extends SignupFields, Output>({ variant, idPrefix, loadSchema, empty, children }: SignupFormProps<Input, Output>) {
  const { failure, ...wording } = VARIANTS[variant]
  return (
    <PageForm {...wording} path={`/api/${variant}-signup`} loadSchema={loadSchema} empty={empty} idPrefix={idPrefix} failure={() => failure}>
      {(form) => (
        <FieldBinding value={{ form: form as UseFormReturn<FieldValues, unknown, unknown>, id: (end) => `${idPrefix}-${end}`, browserChecks: false }}>
          <div className="form__row">
            <SignupField name="name" label="Full Name" required autoComplete="name" />
            <SignupField name="email" label="Email Address" required type="email" autoComplete="email" />
          </div>
          {children}
          <SignupField name="signUpForUpdates" idEnd="updates" label="Sign up for updates" type="checkbox" />
        </FieldBinding>
      )}
    </PageForm>
  )
}
