import { SIGNUP_ROLES } from '../../../lib/forms/form-options.ts'
import type { RoleSignupFormInput } from '../../../lib/forms/role-signup-form.ts'
import { BoundField } from './bound-field.tsx'
import { SignupForm } from './signup-form.tsx'

const EMPTY: RoleSignupFormInput = {
  name: '',
  email: '',
  organization: '',
  // No role until the visitor picks one; the schema refuses the empty choice.
  role: '' as RoleSignupFormInput['role'],
  signUpForUpdates: false,
}

const loadSchema = () => import('../../../lib/forms/role-signup-form.ts').then((module) => module.roleSignupFormSchema)

/** A field of this form, its name checked against the form's values. */
const RoleField = BoundField<RoleSignupFormInput>

/** The community sign-up or the advisor application: the spec gives the two the same fields and rules. */
export function RoleSignupForm({ variant }: { variant: 'community' | 'advisor' }) {
  return (
    <SignupForm variant={variant} idPrefix={variant} loadSchema={loadSchema} empty={EMPTY}>
      <div className="form__row">
        <RoleField name="organization" label="Organization (optional)" autoComplete="organization" />
        <RoleField name="role" label="Role" required placeholder="Select your role" options={SIGNUP_ROLES} />
      </div>
    </SignupForm>
  )
}
