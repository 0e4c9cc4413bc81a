import { useForm } from 'react-hook-form'
import { MAX_LENGTH } from '../../lib/forms/form-options.ts'
import type { VolunteerSignupForm, VolunteerSignupFormInput } from '../../lib/forms/volunteer-signup-form.ts'
import { FORM_TOKEN_PATH } from '../../lib/forms/spam-signals.ts'
import { hookAttribute } from '../../renderer/page-scripts/hook-attribute.ts'
import type { ToastMessage } from '../_components/toast/toast-message.ts'
import type { DialogFormProps } from './dialog-form-props.ts'
import { Field } from '../_components/forms/field.tsx'
import { HoneypotField } from '../_components/forms/honeypot-field.tsx'
import { SubmitButton } from '../_components/forms/submit-button.tsx'
import { useLazyZodResolver } from '../_components/forms/use-lazy-zod-resolver.ts'
import { useSubmit } from '../_components/forms/use-submit.ts'

const APPLIED: ToastMessage = { title: 'Thank You for Volunteering!', description: "We'll review your application and contact you within 2-3 business days." }
const FAILED: ToastMessage = { title: 'Application Error', description: 'Something went wrong. Please try again.', variant: 'destructive' }

const EMPTY: VolunteerSignupFormInput = { name: '', email: '', availability: '', preferredGames: '', experience: '', additionalInfo: '' }

/** A volunteer's application for Play With Me, checked by the browser's required attributes. */
export function VolunteerApplicationForm({ idPrefix, submitting, onSubmittingChange, onSent, onFailed }: DialogFormProps) {
  const resolver = useLazyZodResolver(() => import('../../lib/forms/volunteer-signup-form.ts').then((module) => module.volunteerSignupFormSchema))
  const form = useForm<VolunteerSignupFormInput, unknown, VolunteerSignupForm>({
    resolver,
    defaultValues: EMPTY,
  })
  const id = (field: string) => `${idPrefix}-volunteer-${field}`
  const {
    register,
    formState: { errors },
  } = form
  // Only the status of the answer is read.
  const onSubmit = useSubmit({
    path: '/api/volunteer-signup',
    form,
    empty: EMPTY,
    onStart: () => onSubmittingChange(true),
    onSent: () => onSent(APPLIED),
    onFailed: () => onFailed(FAILED),
    onSettled: () => onSubmittingChange(false),
  })

  return (
    <form className="form form--plain" onSubmit={onSubmit} aria-label="Volunteer application" {...hookAttribute('formToken', FORM_TOKEN_PATH)}>
      <p className="form__note">Fields marked * are required.</p>
      <div className="form__row">
        <Field id={id('name')} label="Name" error={errors.name?.message} required>
          {(aria) => <input {...aria} type="text" required autoComplete="name" maxLength={MAX_LENGTH.name} {...register('name')} />}
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message} required>
          {(aria) => <input {...aria} type="email" required autoComplete="email" maxLength={MAX_LENGTH.email} {...register('email')} />}
        </Field>
      </div>
      <Field id={id('availability')} label="Availability" error={errors.availability?.message} required>
        {(aria) => <input {...aria} type="text" required maxLength={MAX_LENGTH.text} placeholder="e.g. Saturday mornings" {...register('availability')} />}
      </Field>
      <Field id={id('preferred-games')} label="Preferred Games" error={errors.preferredGames?.message} required>
        {(aria) => <input {...aria} type="text" required maxLength={MAX_LENGTH.text} placeholder="e.g. Chess, Charades" {...register('preferredGames')} />}
      </Field>
      <Field id={id('experience')} label="Experience with Children (optional)" error={errors.experience?.message}>
        {(aria) => <textarea {...aria} rows={3} maxLength={MAX_LENGTH.text} {...register('experience')} />}
      </Field>
      <Field id={id('additional-info')} label="Additional Information (optional)" error={errors.additionalInfo?.message}>
        {(aria) => <textarea {...aria} rows={3} maxLength={MAX_LENGTH.text} {...register('additionalInfo')} />}
      </Field>
      <HoneypotField idPrefix={id('trap')} />
      <SubmitButton label="Submit Application" pendingLabel="Submitting..." pending={submitting} />
    </form>
  )
}
