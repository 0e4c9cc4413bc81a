import { IDEMPOTENCY_KEY_HEADER, SPAM_SIGNALS } from '#lib/forms/spam-signals.ts'
import { apiUrl } from '#lib/forms/api-url.ts'
import { formPath } from '#lib/forms/form-path.ts'
import type { FormName } from '#lib/forms/form-registry.ts'
import { formToken } from './form-token.ts'

/** The pause before a submission the network lost is sent again: long enough for a brief drop-out to pass. */
const RETRY_AFTER_MS = 1_000
/**
 * Answers of a proxy that could not reach the server (502) or got no answer in time (504): the
 * server is restarting, or one instance of several stopped. The request may or may not have reached
 * it, which the key makes harmless.
 */
const PROXY_LOST_IT = new Set([502, 504])

/**
 * Sends the values of the form `name` as JSON with the spam signals the server judges (the hidden field's content
 * and the form token) under the submission's idempotency key. When the network loses the request,
 * or a proxy in front of the server answers that it could not reach it, it is sent once more,
 * identical, after a short pause: the key lets the server store it once even if the first one did
 * arrive. Rejects only when the network fails both times; any other answer resolves.
 */
export async function postForm(name: FormName, values: object, form: HTMLFormElement, idempotencyKey: string): Promise<Response> {
  const honeypot = form.elements.namedItem(SPAM_SIGNALS.honeypot) as HTMLInputElement | null
  const body = JSON.stringify({ ...values, [SPAM_SIGNALS.honeypot]: honeypot?.value ?? '', [SPAM_SIGNALS.formToken]: await formToken(form, name) })
  const send = () => fetch(apiUrl(formPath(name)), { method: 'POST', headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, body })
  const first = await send().catch(() => undefined)
  if (first && !PROXY_LOST_IT.has(first.status)) return first
  await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS))
  return send()
}
