import { expect } from 'vitest'
import type { MailCatcher } from '#api/testing/start-mail-catcher.ts'
import type { StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'

/** Requests to the staff console as a browser on its own pages sends them, and the sign-in steps the console's tests share. */

export interface Answer {
  status: number
  headers: Headers
  body: string
  /** The cookies the answer set, by name, with their attributes as sent. */
  cookies: Map<string, string>
}

/** One request as a browser on the console's own page would send it, without following redirects. */
export async function request(
  site: StartedSite,
  path: string,
  {
    method = 'GET',
    cookie,
    form,
    origin = site.baseUrl,
    headers = {},
  }: { method?: string; cookie?: string; form?: Record<string, string>; origin?: string | null; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${site.baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method !== 'GET' && method !== 'HEAD' && origin !== null ? { origin } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
    signal: AbortSignal.timeout(10_000),
  })
  const cookies = new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line] as const))
  return { status: response.status, headers: response.headers, body: await response.text(), cookies }
}

/** The `name=value` a browser sends back for a Set-Cookie line. */
export const cookieOf = (setCookie: string | undefined) => {
  expect(setCookie, 'a session cookie').toBeDefined()
  return setCookie!.split(';')[0]!
}

/** The CSRF token of the sign-out form on a signed-in page. */
export const csrfOf = (page: string) => /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? ''

/** A message's text with quoted-printable soft breaks and escapes undone, so a long link reads whole. */
export const decodedMail = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** The token of the newest sign-in link mailed to `to`, once it arrived. */
export async function mailedToken(mail: MailCatcher, to: string, count = 1): Promise<string> {
  const toThem = () => mail.received.filter((message) => message.to.includes(to))
  expect(await waitUntil(() => toThem().length >= count, 10_000), `a sign-in link mailed to ${to}`).toBe(true)
  const token = /\/staff\/sign-in\/link\?token=([A-Za-z0-9_-]+)/.exec(decodedMail(toThem().at(-1)!.raw))?.[1]
  expect(token).toBeDefined()
  return token!
}

/** Uses a one-time link's token as its page's button does. */
export const redeem = (site: StartedSite, token: string, cookie?: string) => request(site, '/staff/sign-in/link', { method: 'POST', form: { token }, ...(cookie ? { cookie } : {}) })
