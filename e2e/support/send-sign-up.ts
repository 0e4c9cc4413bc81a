import type { APIRequestContext } from '@playwright/test'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { FORMS, type FormName } from '#lib/forms/form-registry.ts'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import { SPAM_SIGNALS } from '#lib/forms/spam-signals.ts'
import { expect } from './fixtures.ts'
import { storedSubmissions } from './stored-submissions.ts'

/**
 * Sends `form` through the site's form API as its page does, its sample answers with `fields` over
 * them, and waits until it is stored; without a form token it is flagged as likely spam.
 */
export async function sendSignUp(request: APIRequestContext, form: FormName, fields: Record<string, unknown>, { token = true } = {}): Promise<void> {
  const signals: Record<string, unknown> = { [SPAM_SIGNALS.honeypot]: '' }
  if (token) signals[SPAM_SIGNALS.formToken] = ((await (await request.get(formTokenPath(form))).json()) as { token: string }).token
  const answers = { ...SAMPLE_SUBMISSIONS[form], ...signals, ...fields }
  const answer = await request.post(`/api/${form}`, { data: answers })
  expect(answer.status()).toBeLessThan(300)
  const email = String(answers[FORMS[form].emailField])
  await expect.poll(() => storedSubmissions(form).some((row) => row.email === email)).toBe(true)
}
