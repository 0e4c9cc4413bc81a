import type { BaseSyntheticEvent } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { postForm } from './post-form.ts'
import { serverFieldErrors } from './server-field-errors.ts'
import { useOpenedAt } from './use-opened-at.ts'

interface SubmitOptions<Input extends FieldValues> {
  path: string
  form: Pick<UseFormReturn<Input, unknown, any>, 'handleSubmit' | 'reset' | 'setError'>
  /** The values the form goes back to once sent. */
  empty: Input
  /** The form is in the page's HTML (not in a dialog), so the visitor may start on it before the scripts run. */
  inPageHtml?: boolean
  /** Reads a successful answer as the form's spec says; if it throws, the submission failed. */
  readAnswer?: (response: Response) => Promise<unknown>
  /** Puts the server's message for each field it refused beside that field. */
  showFieldErrors?: boolean
  onStart?(): void
  onSent(): void
  /** The answer when there was one (not ok), nothing when the network failed. */
  onFailed(response?: Response): void | Promise<void>
  onSettled?(): void
}

/**
 * The submit handler every form shares: checks the values, sends them with the spam signals, and
 * on success resets the form; on failure every value stays as it was.
 */
export function useSubmit<Input extends FieldValues>({ path, form, empty, inPageHtml = false, readAnswer, showFieldErrors = false, onStart, onSent, onFailed, onSettled }: SubmitOptions<Input>) {
  const { openedAt, restart } = useOpenedAt(inPageHtml)
  return form.handleSubmit(async (values: unknown, event?: BaseSyntheticEvent) => {
    onStart?.()
    try {
      let response: Response
      try {
        response = await postForm(path, values as object, event!.target as HTMLFormElement, openedAt.current)
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
      restart()
      onSent()
    } finally {
      onSettled?.()
    }
  })
}
