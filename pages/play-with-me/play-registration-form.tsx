import { useForm } from 'react-hook-form'
import { AGE_GROUPS, MAX_LENGTH } from '../../lib/forms/form-options.ts'
import type { PlaySignupForm, PlaySignupFormInput } from '../../lib/forms/play-signup-form.ts'
import { FORM_TOKEN_PATH } from '../../lib/forms/spam-signals.ts'
import { hookAttribute } from '../../renderer/page-scripts/hook-attribute.ts'
import type { ToastMessage } from '../_components/toast/toast-message.ts'
import { CheckboxField } from '../_components/forms/checkbox-field.tsx'
import type { DialogFormProps } from './dialog-form-props.ts'
import { Field } from '../_components/forms/field.tsx'
import { HoneypotField } from '../_components/forms/honeypot-field.tsx'
import { SubmitButton } from '../_components/forms/submit-button.tsx'
import { useLazyZodResolver } from '../_components/forms/use-lazy-zod-resolver.ts'
import { useSubmit } from '../_components/forms/use-submit.ts'

const REGISTERED: ToastMessage = { title: 'Registration Successful!', description: "We'll be in touch within 2-3 business days." }
const FAILED: ToastMessage = { title: 'Registration Error', description: 'Something went wrong. Please try again.', variant: 'destructive' }

const EMPTY: PlaySignupFormInput = {
  childName: '',
  parentEmail: '',
  ageGroup: '',
  availability: '',
  preferredGames: '',
  additionalInfo: '',
  // Unticked until the parent or guardian ticks it; the schema refuses the registration without it.
  parentConsent: false as unknown as true,
}

/**
 * A child's registration for Play With Me. The browser checks the required fields (the spec's
 * choice for this form); the shared schema backs it up.
 */
export function PlayRegistrationForm({ idPrefix, submitting, onSubmittingChange, onSent, onFailed }: DialogFormProps) {
  const resolver = useLazyZodResolver(() => import('../../lib/forms/play-signup-form.ts').then((module) => module.playSignupFormSchema))
  const form = useForm<PlaySignupFormInput, unknown, PlaySignupForm>({
    resolver,
    defaultValues: EMPTY,
  })
  const id = (field: string) => `${idPrefix}-play-${field}`
  const {
    register,
    formState: { errors },
  } = form
  // Only the status of the answer is read.
  const onSubmit = useSubmit({
    path: '/api/play-signup',
    form,
    empty: EMPTY,
    onStart: () => onSubmittingChange(true),
    onSent: () => onSent(REGISTERED),
    onFailed: () => onFailed(FAILED),
    onSettled: () => onSubmittingChange(false),
  })

  return (
    <form className="form form--plain" onSubmit={onSubmit} aria-label="Register your child" {...hookAttribute('formToken', FORM_TOKEN_PATH)}>
      <p className="form__note">Fields marked * are required.</p>
      <div className="form__row">
        <Field id={id('child-name')} label="Child's Name" error={errors.childName?.message} required>
          {(aria) => <input {...aria} type="text" required maxLength={MAX_LENGTH.name} {...register('childName')} />}
        </Field>
        <Field id={id('parent-email')} label="Parent's Email" error={errors.parentEmail?.message} required>
          {(aria) => <input {...aria} type="email" required autoComplete="email" maxLength={MAX_LENGTH.email} {...register('parentEmail')} />}
        </Field>
      </div>
      <Field id={id('age-group')} label="Age Group" error={errors.ageGroup?.message}>
        {(aria) => (
          <select {...aria} {...register('ageGroup')}>
            <option value="">Select an age group</option>
            {AGE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {group} years
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('availability')} label="Availability" error={errors.availability?.message} required>
        {(aria) => <input {...aria} type="text" required maxLength={MAX_LENGTH.text} placeholder="e.g. weekday afternoons" {...register('availability')} />}
      </Field>
      <Field id={id('preferred-games')} label="Preferred Games" error={errors.preferredGames?.message} required>
        {(aria) => <input {...aria} type="text" required maxLength={MAX_LENGTH.text} placeholder="e.g. Uno, Pictionary" {...register('preferredGames')} />}
      </Field>
      <Field id={id('additional-info')} label="Additional Information (optional)" error={errors.additionalInfo?.message}>
        {(aria) => <textarea {...aria} rows={3} maxLength={MAX_LENGTH.text} {...register('additionalInfo')} />}
      </Field>
      <CheckboxField
        id={id('parent-consent')}
        label="I am this child's parent or guardian, and I agree that SenseAhead keeps these details to arrange play sessions."
        registration={register('parentConsent')}
        error={errors.parentConsent?.message}
        required
      />
      <HoneypotField idPrefix={id('trap')} />
      <SubmitButton label="Register" pendingLabel="Submitting..." pending={submitting} />
    </form>
  )
}
