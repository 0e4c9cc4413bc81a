import { SPAM_SIGNALS } from '../../../api/forms/spam-signals.ts'

/**
 * Sends a form's values as JSON with the spam signals the server judges: the hidden field's
 * content and how long the form was open. Rejects only when the network fails.
 */
export function postForm(path: string, values: object, form: HTMLFormElement, openedAt: number): Promise<Response> {
  const honeypot = form.elements.namedItem(SPAM_SIGNALS.honeypot) as HTMLInputElement | null
  const body = { ...values, [SPAM_SIGNALS.honeypot]: honeypot?.value ?? '', [SPAM_SIGNALS.fillTime]: Math.max(0, Math.round(Date.now() - openedAt)) }
  return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}
