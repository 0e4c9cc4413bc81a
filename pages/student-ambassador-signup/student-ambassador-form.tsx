import { GRADES } from '../../lib/forms/form-options.ts'
import type { StudentAmbassadorFormInput } from '../../lib/forms/student-ambassador-form.ts'
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

const loadSchema = () => import('../../lib/forms/student-ambassador-form.ts').then((module) => module.studentAmbassadorFormSchema)

/** A field of this form, its name checked against the form's values. */
const AmbassadorField = BoundField<StudentAmbassadorFormInput>

/** The student ambassador application. */
export function StudentAmbassadorForm() {
  return (
    <SignupForm variant="student-ambassador" idPrefix="ambassador" loadSchema={loadSchema} empty={EMPTY}>
      <div className="form__row">
        <AmbassadorField name="school" label="School" required autoComplete="organization" />
        <AmbassadorField name="grade" label="Grade Level" required placeholder="Select your grade level" options={GRADES} />
      </div>
      <AmbassadorField name="major" label="Major or Intended Major (optional)" />
      <AmbassadorField name="interests" label="Interests" required rows={4} />
      <AmbassadorField name="experience" label="Relevant Experience" required rows={4} />
      <AmbassadorField name="motivation" label="Why do you want to be a Student Ambassador?" required rows={4} />
    </SignupForm>
  )
}
