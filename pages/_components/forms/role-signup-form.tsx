import { useForm } from 'react-hook-form'
import { SIGNUP_ROLES } from '../../../api/forms/form-options.ts'
import type { RoleSignupForm as RoleSignupFormValues, RoleSignupFormInput } from '../../../api/forms/role-signup-form.ts'
import { IslandToast } from '../toast/island-toast.tsx'
import type { ToastMessage } from '../toast/toast-message.ts'
import { CheckboxField } from './checkbox-field.tsx'
import { Field } from './field.tsx'
import { FormOutcome } from './form-outcome.tsx'
import { HoneypotField } from './honeypot-field.tsx'
import { lazyZodResolver } from './lazy-zod-resolver.ts'
import { SubmitButton } from './submit-button.tsx'
import { useSubmit } from './use-submit.ts'
import { useFormFeedback } from './use-form-feedback.ts'
import './_form.scss'

interface Variant {
  path: string
  formLabel: string
  submitLabel: string
  pendingLabel: string
  success: ToastMessage
  failure: ToastMessage
}

/** The two forms the spec gives the same fields and rules; they differ in address and wording. */
const VARIANTS = {
  community: {
    path: '/api/community-signup',
    formLabel: 'Join our community',
    submitLabel: 'Join Our Community',
    pendingLabel: 'Joining...',
    success: { title: 'Welcome to Our Community!', description: 'Thank you for joining the community. We\'ll be in touch soon!' },
    failure: { title: 'Error', description: 'There was an issue submitting your information. Please try again.', variant: 'destructive' },
  },
  advisor: {
    path: '/api/advisor-signup',
    formLabel: 'Advisor application',
    submitLabel: 'Submit Application',
    pendingLabel: 'Submitting Application...',
    success: { title: 'Thank You for Your Interest!', description: 'We\'ve received your advisor application and will be in touch soon to discuss next steps.' },
    failure: { title: 'Error', description: 'There was an issue submitting your application. Please try again.', variant: 'destructive' },
  },
} satisfies Record<string, Variant>

const EMPTY: RoleSignupFormInput = {
  name: '',
  email: '',
  organization: '',
  // No role until the visitor picks one; the schema refuses the empty choice.
  role: '' as RoleSignupFormInput['role'],
  signUpForUpdates: false,
}

/** The community sign-up or the advisor application. */
export function RoleSignupForm({ variant }: { variant: keyof typeof VARIANTS }) {
  const { path, formLabel, submitLabel, pendingLabel, success, failure }: Variant = VARIANTS[variant]
  const form = useForm<RoleSignupFormInput, unknown, RoleSignupFormValues>({
    resolver: lazyZodResolver(() => import('../../../api/forms/role-signup-form.ts').then((module) => module.roleSignupFormSchema)),
    defaultValues: EMPTY,
  })
  const { toast, dismissToast, outcome, report, clearOutcome } = useFormFeedback()
  const id = (field: string) => `${variant}-${field}`
  const { register, formState: { errors, isSubmitting } } = form
  const onSubmit = useSubmit({
    path,
    form,
    empty: EMPTY,
    inPageHtml: true,
    showFieldErrors: true,
    readAnswer: (response) => response.json(),
    onStart: clearOutcome,
    onSent: () => report(success),
    onFailed: () => report(failure),
  })

  return (
    <>
      <form className="form" method="post" noValidate onSubmit={onSubmit} onInput={clearOutcome} aria-label={formLabel}>
        <p className="form__note">Fields marked * are required.</p>
        <div className="form__row">
          <Field id={id('name')} label="Full Name" error={errors.name?.message} required>
            {(aria) => <input {...aria} type="text" autoComplete="name" {...register('name')} />}
          </Field>
          <Field id={id('email')} label="Email Address" error={errors.email?.message} required>
            {(aria) => <input {...aria} type="email" autoComplete="email" {...register('email')} />}
          </Field>
        </div>
        <div className="form__row">
          <Field id={id('organization')} label="Organization (optional)" error={errors.organization?.message}>
            {(aria) => <input {...aria} type="text" autoComplete="organization" {...register('organization')} />}
          </Field>
          <Field id={id('role')} label="Role" error={errors.role?.message} required>
            {(aria) => (
              <select {...aria} {...register('role')}>
                <option value="">Select your role</option>
                {SIGNUP_ROLES.map((role) => <option key={role} value={role}>{role}</option>)}
              </select>
            )}
          </Field>
        </div>
        <CheckboxField id={id('updates')} label="Sign up for updates" registration={register('signUpForUpdates')} />
        <HoneypotField idPrefix={variant} />
        <div className="form__footer">
          <SubmitButton label={submitLabel} pendingLabel={pendingLabel} pending={isSubmitting} />
          <FormOutcome outcome={outcome} />
        </div>
      </form>
      <IslandToast toast={toast} onDismiss={dismissToast} />
    </>
  )
}
