import { useRef, type BaseSyntheticEvent } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { FormName } from '#lib/forms/form-registry.ts'
import { forgetFormToken } from './forget-form-token.ts'
import { newIdempotencyKey } from './new-idempotency-key.ts'
import { postForm } from './post-form.ts'
import { serverFieldErrors } from './server-field-errors.ts'

interface SubmitOptions<Input extends FieldValues> {
  /** The form of the registry the values are sent as. */
  name: FormName
  form: Pick<UseFormReturn<Input, unknown, unknown>, 'handleSubmit' | 'reset' | 'setError'>
  /** The values the form goes back to once sent. */
  empty: Input
  /** Reads a successful answer as the form's spec says; if it throws, the submission failed. */
  readAnswer?: (response: Response) => Promise<unknown>
  /** Puts the server's message for each field it refused beside that field. */
  showFieldErrors?: boolean
  onStart?(): void
  onSent(): void
  /** The answer when there was one (not ok), nothing when the network failed (twice: postForm retries once). */
  onFailed(response?: Response): void | Promise<void>
  onSettled?(): void
}

/**
 * The submit handler every form shares: checks the values, sends them with the spam signals, and
 * on success resets the form; on failure every value stays as it was.
 *
 * Each message has its own idempotency key, made when the form is opened: the same one however
 * often it is sent again (a retry, or the visitor trying once more after a failure), and a new one
 * once it has been stored and the form is empty for a next message.
 */
export function useSubmit<Input extends FieldValues>({ name, form, empty, readAnswer, showFieldErrors = false, onStart, onSent, onFailed, onSettled }: SubmitOptions<Input>) {
  const idempotencyKey = useRef<string>(undefined)
  idempotencyKey.current ??= newIdempotencyKey()
  return form.handleSubmit(async (values: unknown, event?: BaseSyntheticEvent) => {
    onStart?.()
    const element = event!.target as HTMLFormElement
    try {
      let response: Response
      try {
        response = await postForm(name, values as object, element, idempotencyKey.current!)
        if (response.ok) await readAnswer?.(response)
      } catch {
        return await onFailed()
      }
      if (!response.ok) {
        if (showFieldErrors) {
          for (const [field, message] of Object.entries(await serverFieldErrors(response))) {
            if (field in empty) form.setError(field as Path<Input>, { message }, { shouldFocus: true })
          }
        }
        return await onFailed(response)
      }
      form.reset(empty)
      idempotencyKey.current = newIdempotencyKey()
      forgetFormToken(element)
      onSent()
    } finally {
      onSettled?.()
    }
  })
}
