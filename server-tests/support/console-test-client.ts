import { expect } from 'vitest'
import type { MailCatcher } from '#api/testing/start-mail-catcher.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import type { TestStore } from '#api/testing/test-stores.ts'
import { FORMS, type FormName } from '#lib/forms/form-registry.ts'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import { SPAM_SIGNALS } from '#lib/forms/spam-signals.ts'
import type { StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { cookieOf, csrfOf, mailedToken, redeem, request } from './staff-client.ts'

/** A signed-in staff member's session cookie and the token its forms carry. */
export interface StaffSession {
  cookie: string
  csrf: string
}

/**
 * What the console's server tests do as visitors and as staff, on one started site and its store:
 * - send: a form through the site's form API as a browser does (its sample answers with `fields`
 *   over them; without a form token it is flagged as likely spam), resolving with the stored id;
 * - signIn: a listed address signed in with a link by email.
 */
export function consoleTestClient({ site, store, mail }: { site: () => StartedSite; store: () => TestStore; mail: () => MailCatcher }) {
  /** The id of the newest stored submission of `form` whose email is `email`, once it is stored. */
  async function storedId(form: FormName, email: string): Promise<string> {
    const find = () => store().db.selectFrom('submissions').select('id').where('form', '=', form).where('email', '=', email).orderBy('created_at', 'desc').executeTakeFirst()
    expect(await waitUntil(async () => (await find()) !== undefined, 10_000), `${email} stored`).toBe(true)
    return (await find())!.id
  }

  return {
    async send(form: FormName, fields: Record<string, unknown>, { token = true } = {}): Promise<string> {
      const { baseUrl } = site()
      const signals: Record<string, unknown> = { [SPAM_SIGNALS.honeypot]: '' }
      if (token) signals[SPAM_SIGNALS.formToken] = ((await (await fetch(`${baseUrl}${formTokenPath(form)}`)).json()) as { token: string }).token
      const body = { ...SAMPLE_SUBMISSIONS[form], ...signals, ...fields }
      const answer = await fetch(`${baseUrl}/api/${form}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      expect(answer.status, await answer.clone().text()).toBeLessThan(300)
      // The store keeps addresses lower-cased.
      return storedId(form, String(body[FORMS[form].emailField]).toLowerCase())
    },

    async signIn(email: string): Promise<StaffSession> {
      const before = mail().received.filter((message) => message.to.includes(email)).length
      expect((await request(site(), '/staff/sign-in/email', { method: 'POST', form: { email } })).status).toBe(200)
      const signedIn = await redeem(site(), await mailedToken(mail(), email, before + 1))
      const cookie = cookieOf(signedIn.cookies.get('staff_session'))
      return { cookie, csrf: csrfOf((await request(site(), '/staff/', { cookie })).body) }
    },
  }
}
