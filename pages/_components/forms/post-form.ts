import { IDEMPOTENCY_KEY_HEADER, SPAM_SIGNALS } from '#lib/forms/spam-signals.ts'
import { apiUrl } from '#lib/forms/api-url.ts'
import { formPath } from '#lib/forms/form-path.ts'
import { NETWORK_RETRY_AFTER_MS, sendAgainWhileProxyLostIt } from '#lib/forms/send-again.ts'
import type { FormName } from '#lib/forms/form-registry.ts'
import { formToken } from './form-token.ts'

/**
 * Sends the values of the form `name` as JSON with the spam signals the server judges (the hidden field's content
 * and the form token) under the submission's idempotency key. When the network loses the request,
 * it is sent once more, identical, after a short pause; while a proxy in front of the server
 * answers that it could not reach it, it is sent again after each of its pauses (send-again.ts), for as
 * long as a restart takes. The key lets the server store it once even if an earlier one did arrive.
 * Rejects only when the network fails on the first try and on the next; any other answer resolves,
 * the proxy's last one included.
 */
export async function postForm(name: FormName, values: object, form: HTMLFormElement, idempotencyKey: string): Promise<Response> {
  const honeypot = form.elements.namedItem(SPAM_SIGNALS.honeypot) as HTMLInputElement | null
  const body = JSON.stringify({ ...values, [SPAM_SIGNALS.honeypot]: honeypot?.value ?? '', [SPAM_SIGNALS.formToken]: await formToken(form, name) })
  const send = () => fetch(apiUrl(formPath(name)), { method: 'POST', headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, body })
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const first = await send().catch(() => undefined)
  if (!first) {
    await pause(NETWORK_RETRY_AFTER_MS)
    return send()
  }
  return sendAgainWhileProxyLostIt(first, send, pause)
}
