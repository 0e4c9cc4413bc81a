import { SIGNUP_ROLES } from '../../../lib/forms/form-options.ts'
import type { RoleSignupFormInput } from '../../../lib/forms/role-signup-form.ts'
import type { ToastMessage } from '../toast/toast-message.ts'
import { CheckboxField } from './checkbox-field.tsx'
import { Field } from './field.tsx'
import { PageForm } from './page-form.tsx'

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
    success: { title: 'Welcome to Our Community!', description: "Thank you for joining the community. We'll be in touch soon!" },
    failure: { title: 'Error', description: 'There was an issue submitting your information. Please try again.', variant: 'destructive' },
  },
  advisor: {
    path: '/api/advisor-signup',
    formLabel: 'Advisor application',
    submitLabel: 'Submit Application',
    pendingLabel: 'Submitting Application...',
    success: { title: 'Thank You for Your Interest!', description: "We've received your advisor application and will be in touch soon to discuss next steps." },
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
  const id = (field: string) => `${variant}-${field}`
  return (
    <PageForm
      label={formLabel}
      path={path}
      loadSchema={() => import('../../../lib/forms/role-signup-form.ts').then((module) => module.roleSignupFormSchema)}
      empty={EMPTY}
      idPrefix={variant}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      sent={success}
      failure={() => failure}
    >
      {({ register, formState: { errors } }) => (
        <>
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
                  {SIGNUP_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {role}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <CheckboxField id={id('updates')} label="Sign up for updates" registration={register('signUpForUpdates')} />
        </>
      )}
    </PageForm>
  )
}
