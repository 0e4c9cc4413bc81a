import { GRADES } from '#lib/forms/form-options.ts'
import type { StudentAmbassadorFormInput } from '#lib/forms/student-ambassador-schema.ts'
import { BoundField } from '../_components/forms/bound-field.tsx'
import { SignupForm } from '../_components/forms/signup-form.tsx'

const EMPTY: StudentAmbassadorFormInput = {
  name: '',
  email: '',
  school: '',
  // No grade until the visitor picks one; the schema refuses the empty choice.
  grade: '' as StudentAmbassadorFormInput['grade'],
  major: '',
  interests: '',
  experience: '',
  motivation: '',
  signUpForUpdates: false,
}

/** A field of this form, its name checked against the form's values. */
const AmbassadorField = BoundField<StudentAmbassadorFormInput>

/** The student ambassador application. */
export function StudentAmbassadorForm() {
  return (
    <SignupForm form="student-ambassador-signup" idPrefix="ambassador" empty={EMPTY}>
      <div className="form__row">
        <AmbassadorField name="school" required autoComplete="organization" />
        <AmbassadorField name="grade" required placeholder="Select your grade level" options={GRADES} />
      </div>
      <AmbassadorField name="major" />
      <AmbassadorField name="interests" required rows={4} />
      <AmbassadorField name="experience" required rows={4} />
      <AmbassadorField name="motivation" required rows={4} />
    </SignupForm>
  )
}
