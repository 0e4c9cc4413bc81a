import type { ReactNode } from 'react'
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type * as z from 'zod/mini'
import { apiUrl } from '#lib/forms/api-url.ts'
import { FORMS, type FormInput } from '#lib/forms/form-registry.ts'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import { hookAttribute } from '#renderer/page-scripts/hook-attribute.ts'
import { FieldBinding } from '../_components/forms/field-binding.ts'
import { HoneypotField } from '../_components/forms/honeypot-field.tsx'
import { SubmitButton } from '../_components/forms/submit-button.tsx'
import { useLazyZodResolver } from '../_components/forms/use-lazy-zod-resolver.ts'
import { useSubmit } from '../_components/forms/use-submit.ts'
import type { ToastMessage } from '../_components/toast/toast-message.ts'
import type { DialogFormProps } from './dialog-form-props.ts'

/** The Play With Me sign-ups in the form registry. */
type DialogFormName = 'play-signup' | 'volunteer-signup'

interface DialogFormSettings<Name extends DialogFormName> extends DialogFormProps {
  /** Which sign-up of the registry: where it is sent, its schema and labels; its name keeps its ids apart from the other's. */
  form: Name
  /** The form's accessible name. */
  label: string
  /** The values the form starts with and goes back to once sent. */
  empty: FormInput<Name>
  sent: ToastMessage
  failed: ToastMessage
  submitLabel: string
  /** The form's fields (BoundField), which the browser checks. */
  children: ReactNode
}

/**
 * A Play With Me sign-up form inside its dialog. The browser checks the required fields (the
 * spec's choice for these forms) and the shared schema backs it up; only the status of the answer
 * is read. Sending, sent and failed are the dialogs' to show.
 */
export function DialogForm<Name extends DialogFormName>({
  form: name,
  label,
  empty,
  sent,
  failed,
  submitLabel,
  idPrefix,
  submitting,
  onSubmittingChange,
  onSent,
  onFailed,
  children,
}: DialogFormSettings<Name>) {
  const { loadSchema, labels } = FORMS[name]
  // The fields type themselves (BoundField<Input>); here the values are only passed along.
  const resolver = useLazyZodResolver(loadSchema as () => Promise<z.ZodMiniType<FieldValues, FieldValues>>)
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver, defaultValues: empty as DefaultValues<FieldValues> })
  const id = (field: string) => `${idPrefix}-${name}-${field}`
  const onSubmit = useSubmit({
    name,
    form,
    empty,
    onStart: () => onSubmittingChange(true),
    onSent: () => onSent(sent),
    onFailed: () => onFailed(failed),
    onSettled: () => onSubmittingChange(false),
  })

  return (
    <form className="form form--plain" onSubmit={onSubmit} aria-label={label} {...hookAttribute('formToken', apiUrl(formTokenPath(name)))}>
      <p className="form__note">Fields marked * are required.</p>
      <FieldBinding value={{ form: form as UseFormReturn<FieldValues, unknown, unknown>, id, labels, browserChecks: true }}>{children}</FieldBinding>
      <HoneypotField idPrefix={id('trap')} />
      <SubmitButton label={submitLabel} pendingLabel="Submitting..." pending={submitting} />
    </form>
  )
}
