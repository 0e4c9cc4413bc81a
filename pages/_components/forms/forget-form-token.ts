import type { FormTokenHolder } from '#renderer/page-scripts/form-token-holder.ts'

/** After a successful submission the form starts over: the next message gets a token of its own, fetched when the visitor uses the form again. */
export function forgetFormToken(form: HTMLFormElement): void {
  delete (form as FormTokenHolder).senseaheadFormToken
}
