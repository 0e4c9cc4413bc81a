import type { ReactNode } from 'react'
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type * as z from 'zod/mini'
import { apiUrl } from '#lib/forms/api-url.ts'
import { FORMS, type FormInput, type FormName } from '#lib/forms/form-registry.ts'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import { hookAttribute } from '#renderer/page-scripts/hook-attribute.ts'
import { IslandToast } from '../toast/island-toast.tsx'
import type { ToastMessage } from '../toast/toast-message.ts'
import { FieldBinding } from './field-binding.ts'
import { FormOutcome } from './form-outcome.tsx'
import { HoneypotField } from './honeypot-field.tsx'
import { SubmitButton } from './submit-button.tsx'
import { useFormFeedback } from './use-form-feedback.ts'
import { useLazyZodResolver } from './use-lazy-zod-resolver.ts'
import { useSubmit } from './use-submit.ts'
import './_form.scss'

interface PageFormProps<Name extends FormName> {
  /** Which form of the registry: where it is sent, the schema it is checked with, its fields' labels. */
  form: Name
  /** The form's accessible name. */
  label: string
  /** The values the form starts with and goes back to once sent. */
  empty: FormInput<Name>
  /** Begins the ids inside the form, so that two forms on one page never share one. */
  idPrefix: string
  submitLabel: string
  pendingLabel: string
  sent: ToastMessage
  /** The failure to report, from the server's answer when there was one. */
  failure(response?: Response): ToastMessage | Promise<ToastMessage>
  /** Reads a successful answer; if it throws, the submission failed. JSON by default. */
  readAnswer?: (response: Response) => Promise<unknown>
  /** The form's fields (BoundField). */
  children: ReactNode
}

const readJson = (response: Response) => response.json()

/**
 * A form in the page's HTML (the contact form and the sign-ups), with all they share: the schema's
 * messages beside the fields, the server's too, the pending label, and the outcome in a toast and
 * on the page until the visitor changes the form again.
 */
export function PageForm<Name extends FormName>({
  form: name,
  label,
  empty,
  idPrefix,
  submitLabel,
  pendingLabel,
  sent,
  failure,
  readAnswer = readJson,
  children,
}: PageFormProps<Name>) {
  const { loadSchema, labels } = FORMS[name]
  // The fields type themselves (BoundField<Input>); here the values are only passed along.
  const resolver = useLazyZodResolver(loadSchema as () => Promise<z.ZodMiniType<FieldValues, FieldValues>>)
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver, defaultValues: empty as DefaultValues<FieldValues> })
  const { toast, dismissToast, outcome, report, clearOutcome } = useFormFeedback()
  const onSubmit = useSubmit({
    name,
    form,
    empty,
    showFieldErrors: true,
    readAnswer,
    onStart: clearOutcome,
    onSent: () => report(sent),
    onFailed: async (response) => report(await failure(response)),
  })

  return (
    <>
      <form className="form" method="post" noValidate onSubmit={onSubmit} onInput={clearOutcome} aria-label={label} {...hookAttribute('formToken', apiUrl(formTokenPath(name)))}>
        <p className="form__note">Fields marked * are required.</p>
        <FieldBinding value={{ form: form as UseFormReturn<FieldValues, unknown, unknown>, id: (end) => `${idPrefix}-${end}`, labels, browserChecks: false }}>
          {children}
        </FieldBinding>
        <HoneypotField idPrefix={idPrefix} />
        <div className="form__footer">
          <SubmitButton label={submitLabel} pendingLabel={pendingLabel} pending={form.formState.isSubmitting} />
          <FormOutcome outcome={outcome} />
        </div>
      </form>
      <IslandToast toast={toast} onDismiss={dismissToast} />
    </>
  )
}
