import { useForm } from 'react-hook-form'
import { GRADES } from '../../../api/forms/form-options.ts'
import type { StudentAmbassadorForm as StudentAmbassadorFormValues, StudentAmbassadorFormInput } from '../../../api/forms/student-ambassador-form.ts'
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

const SUBMITTED: ToastMessage = { title: 'Application Submitted Successfully!', description: 'We\'ll review your application and get back to you soon!' }
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
  const form = useForm<StudentAmbassadorFormInput, unknown, StudentAmbassadorFormValues>({
    resolver: lazyZodResolver(() => import('../../../api/forms/student-ambassador-form.ts').then((module) => module.studentAmbassadorFormSchema)),
    defaultValues: EMPTY,
  })
  const { toast, dismissToast, outcome, report, clearOutcome } = useFormFeedback()
  const { register, formState: { errors, isSubmitting } } = form
  const onSubmit = useSubmit({
    path: '/api/student-ambassador-signup',
    form,
    empty: EMPTY,
    inPageHtml: true,
    showFieldErrors: true,
    readAnswer: (response) => response.json(),
    onStart: clearOutcome,
    onSent: () => report(SUBMITTED),
    onFailed: () => report(FAILED),
  })

  return (
    <>
      <form className="form" method="post" noValidate onSubmit={onSubmit} onInput={clearOutcome} aria-label="Student ambassador application">
        <p className="form__note">Fields marked * are required.</p>
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
                {GRADES.map((grade) => <option key={grade} value={grade}>{grade}</option>)}
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
        <HoneypotField idPrefix="ambassador" />
        <div className="form__footer">
          <SubmitButton label="Submit Application" pendingLabel="Submitting Application..." pending={isSubmitting} />
          <FormOutcome outcome={outcome} />
        </div>
      </form>
      <IslandToast toast={toast} onDismiss={dismissToast} />
    </>
  )
}
