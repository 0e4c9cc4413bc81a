import { SIGNUP_ROLES } from '#lib/forms/form-options.ts'
import type { RoleSignupFormInput } from '#lib/forms/role-signup-schema.ts'
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

/** A field of this form, its name checked against the form's values. */
const RoleField = BoundField<RoleSignupFormInput>

/** The community sign-up or the advisor application: the spec gives the two the same fields and rules. */
export function RoleSignupForm({ form }: { form: 'community-signup' | 'advisor-signup' }) {
  return (
    <SignupForm form={form} idPrefix={form} empty={EMPTY}>
      <div className="form__row">
        <RoleField name="organization" autoComplete="organization" />
        <RoleField name="role" required placeholder="Select your role" options={SIGNUP_ROLES} />
      </div>
    </SignupForm>
  )
}
