import { GRADES } from '../../lib/forms/form-options.ts'
import type { StudentAmbassadorFormInput } from '../../lib/forms/student-ambassador-form.ts'
import type { ToastMessage } from '../_components/toast/toast-message.ts'
import { CheckboxField } from '../_components/forms/checkbox-field.tsx'
import { Field } from '../_components/forms/field.tsx'
import { PageForm } from '../_components/forms/page-form.tsx'

const SUBMITTED: ToastMessage = { title: 'Application Submitted Successfully!', description: "We'll review your application and get back to you soon!" }
const FAILED: ToastMessage = { title: 'Error', description: 'There was an issue submitting your application. Please try again.', variant: 'destructive' }

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

/** The student ambassador application. */
export function StudentAmbassadorForm() {
  return (
    <PageForm
      label="Student ambassador application"
      path="/api/student-ambassador-signup"
      loadSchema={() => import('../../lib/forms/student-ambassador-form.ts').then((module) => module.studentAmbassadorFormSchema)}
      empty={EMPTY}
      idPrefix="ambassador"
      submitLabel="Submit Application"
      pendingLabel="Submitting Application..."
      sent={SUBMITTED}
      failure={() => FAILED}
    >
      {({ register, formState: { errors } }) => (
        <>
          <div className="form__row">
            <Field id="ambassador-name" label="Full Name" error={errors.name?.message} required>
              {(aria) => <input {...aria} type="text" autoComplete="name" {...register('name')} />}
            </Field>
            <Field id="ambassador-email" label="Email Address" error={errors.email?.message} required>
              {(aria) => <input {...aria} type="email" autoComplete="email" {...register('email')} />}
            </Field>
          </div>
          <div className="form__row">
            <Field id="ambassador-school" label="School" error={errors.school?.message} required>
              {(aria) => <input {...aria} type="text" autoComplete="organization" {...register('school')} />}
            </Field>
            <Field id="ambassador-grade" label="Grade Level" error={errors.grade?.message} required>
              {(aria) => (
                <select {...aria} {...register('grade')}>
                  <option value="">Select your grade level</option>
                  {GRADES.map((grade) => (
                    <option key={grade} value={grade}>
                      {grade}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field id="ambassador-major" label="Major or Intended Major (optional)" error={errors.major?.message}>
            {(aria) => <input {...aria} type="text" {...register('major')} />}
          </Field>
          <Field id="ambassador-interests" label="Interests" error={errors.interests?.message} required>
            {(aria) => <textarea {...aria} rows={4} {...register('interests')} />}
          </Field>
          <Field id="ambassador-experience" label="Relevant Experience" error={errors.experience?.message} required>
            {(aria) => <textarea {...aria} rows={4} {...register('experience')} />}
          </Field>
          <Field id="ambassador-motivation" label="Why do you want to be a Student Ambassador?" error={errors.motivation?.message} required>
            {(aria) => <textarea {...aria} rows={4} {...register('motivation')} />}
          </Field>
          <CheckboxField id="ambassador-updates" label="Sign up for updates" registration={register('signUpForUpdates')} />
        </>
      )}
    </PageForm>
  )
}
