import { apiUrl } from '#lib/forms/api-url.ts'
import type { FormName } from '#lib/forms/form-registry.ts'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import type { FormTokenHolder } from '#renderer/page-scripts/form-token-holder.ts'

/** How long a submission waits for a token still on its way; after that it goes without one. */
const MAX_WAIT_MS = 2_000

/**
 * The token the server signed for the form `name` when the visitor first used it, or
 * nothing. site.js fetches it on that first use, from the address in the form's data-form-token
 * attribute; if it has not (the form was sent without any interaction before, or site.js did not
 * run), it is fetched now, though the server will then find the form filled in too fast.
 * A missing token only marks the submission as likely spam, so a failed or slow fetch never holds
 * the visitor up for long.
 */
export async function formToken(form: HTMLFormElement, name: FormName): Promise<string | undefined> {
  const holder = form as FormTokenHolder
  holder.senseaheadFormToken ??= fetch(apiUrl(formTokenPath(name)))
    .then((response) => response.json())
    .catch(() => undefined)
  const body = await Promise.race([holder.senseaheadFormToken, new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))])
  const token = (body as { token?: unknown } | null | undefined)?.token
  return typeof token === 'string' ? token : undefined
}
