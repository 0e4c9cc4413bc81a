import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashSecret } from '#api/secrets/secrets.server.ts'
import { startMailCatcher, type MailCatcher } from '#api/testing/start-mail-catcher.ts'
import { TEST_STORE_KINDS, type TestStore, type TestStoreKind } from '#api/testing/test-stores.ts'
import { startFakeGithub, type FakeGithub } from '#tools/fake-github/fake-github.ts'
import { PROMPT_STOP_ENV, startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { runStaffCommand } from './support/run-staff-command.ts'
import { cookieOf, csrfOf, mailedToken, redeem, request, type Answer } from './support/staff-client.ts'

/**
 * The staff console's sign-in and sessions, against the real server: everything behind the
 * sign-in is refused to a request without a live session of a listed person, from another page,
 * or without the session's token.
 */

const GITHUB_APP = { clientId: 'Iv1.staffconsole0001', clientSecret: 'staff-console-secret-0123456789abcdef' }
const ADA = 'ada@example.org'
const GRACE = 'grace@example.org'
const STRANGER = 'stranger@example.org'

/** What a signed-in page says, and what the sign-in page offers. */
const SIGNED_IN_AS = (name: string) => `Signed in as <strong>${name}</strong>`

describe.each(TEST_STORE_KINDS)('The staff console on $name', (kind: TestStoreKind) => {
  let store: TestStore
  let mail: MailCatcher
  let github: FakeGithub
  let site: StartedSite

  const staffEnv = (overrides: Record<string, string> = {}) => ({
    DATABASE_URL: store.location.databaseUrl ?? '',
    STAFF_EMAILS: `${ADA}, ${GRACE}`,
    STAFF_GITHUB_LOGINS: 'octocat',
    STAFF_GITHUB_CLIENT_ID: GITHUB_APP.clientId,
    STAFF_GITHUB_CLIENT_SECRET: GITHUB_APP.clientSecret,
    GITHUB_URL: github.url,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    NOTIFY_EMAIL: 'office@example.org',
    STAFF_SIGN_IN_PER_MINUTE: '1000',
    STAFF_LINKS_PER_HOUR: '1000',
    ...PROMPT_STOP_ENV,
    ...overrides,
  })
  const start = async (overrides: Record<string, string> = {}) => {
    const started = await startSite({ dataDir: store.location.dataDir, env: staffEnv(overrides) })
    github.callbackUrl = `${started.baseUrl}/staff/sign-in/github/callback`
    return started
  }

  beforeAll(async () => {
    store = await kind.create()
    mail = await startMailCatcher()
    github = await startFakeGithub(GITHUB_APP)
    site = await start()
  })
  afterAll(async () => {
    await site?.remove()
    await github?.close()
    await mail?.close()
    await store?.remove()
  })

  /** Signs `email` in with a link by email, and returns the session cookie to send. */
  async function signInByEmail(email = ADA): Promise<string> {
    const before = mail.received.filter((message) => message.to.includes(email)).length
    const asked = await request(site, '/staff/sign-in/email', { method: 'POST', form: { email } })
    expect(asked.status).toBe(200)
    const signedIn = await redeem(site, await mailedToken(mail, email, before + 1))
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('location')).toBe('/staff/')
    return cookieOf(signedIn.cookies.get('staff_session'))
  }

  /** Signs `login` in through the (fake) GitHub, as the browser follows the redirects, and returns the callback's answer. */
  async function signInWithGithub(login: string): Promise<Answer> {
    github.signedInAs = login
    const started = await request(site, '/staff/sign-in/github')
    expect(started.status).toBe(302)
    const state = cookieOf(started.cookies.get('staff_github_state'))
    const atGithub = await fetch(started.headers.get('location')!, { redirect: 'manual' })
    expect(atGithub.status).toBe(302)
    const callback = new URL(atGithub.headers.get('location')!)
    return request(site, `${callback.pathname}${callback.search}`, { cookie: state })
  }

  test('a console page without a session sends to the sign-in page, which offers both ways', async () => {
    const page = await request(site, '/staff/')
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe('/staff/sign-in')
    const signIn = await request(site, '/staff/sign-in')
    expect(signIn.status).toBe(200)
    expect(signIn.body).toContain('href="/staff/sign-in/github"')
    expect(signIn.body).toContain('action="/staff/sign-in/email"')
    expect(signIn.body).not.toContain('Signed in as')
  })

  test('signing in leads back to the console page that was asked for, and never off the console', async () => {
    const asked = '/staff/forms/contact?status=done'
    const page = await request(site, asked)
    expect(page.status).toBe(303)
    const returnTo = cookieOf(page.cookies.get('staff_return_to'))
    expect(page.cookies.get('staff_return_to')).toMatch(/; HttpOnly/i)
    const mailed = async () => {
      const before = mail.received.filter((message) => message.to.includes(GRACE)).length
      await request(site, '/staff/sign-in/email', { method: 'POST', form: { email: GRACE } })
      return mailedToken(mail, GRACE, before + 1)
    }
    const back = await redeem(site, await mailed(), returnTo)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(asked)
    expect(back.cookies.get('staff_return_to')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    for (const elsewhere of ['//evil.example/staff/', '/staff/..%2F..%2Fadmin', 'https://evil.example/staff/', '/staff/sign-out', '/blog/']) {
      const signedIn = await redeem(site, await mailed(), `staff_return_to=${encodeURIComponent(elsewhere)}`)
      expect(signedIn.headers.get('location'), elsewhere).toBe('/staff/')
    }
  })

  test('a state change without a session is refused', async () => {
    const signOut = await request(site, '/staff/sign-out', { method: 'POST', form: { csrf: 'anything' } })
    expect(signOut.status).toBe(403)
    expect(signOut.body).toContain('signed out')
  })

  test('a forged session cookie signs nobody in', async () => {
    for (const value of ['forged', 'A'.repeat(43), hashSecret('guess')]) {
      const page = await request(site, '/staff/', { cookie: `staff_session=${value}` })
      expect(page.status, value).toBe(303)
      expect(page.headers.get('location')).toBe('/staff/sign-in')
    }
  })

  test('a link by email signs in once; the cookie is HttpOnly and SameSite, and the store keeps only hashes', async () => {
    const asked = await request(site, '/staff/sign-in/email', { method: 'POST', form: { email: 'Ada@Example.org' } })
    expect(asked.status).toBe(200)
    const token = await mailedToken(mail, ADA)
    // Opening the link only shows a button: a mail program that opens links cannot use it up.
    const opened = await request(site, `/staff/sign-in/link?token=${token}`)
    expect(opened.status).toBe(200)
    expect(opened.body).toContain(`value="${token}"`)
    const signedIn = await redeem(site, token)
    expect(signedIn.status).toBe(303)
    const setCookie = signedIn.cookies.get('staff_session')!
    expect(setCookie).toMatch(/; HttpOnly/i)
    expect(setCookie).toMatch(/; SameSite=Lax/i)
    expect(setCookie).toMatch(/; Path=\//i)
    const cookie = cookieOf(setCookie)
    const page = await request(site, '/staff/', { cookie })
    expect(page.status).toBe(200)
    expect(page.body).toContain(SIGNED_IN_AS(ADA))

    const sessionId = cookie.split('=')[1]!
    const sessions = await store.db.selectFrom('staff_sessions').selectAll().execute()
    expect(sessions.map((row) => row.id_hash)).toContain(hashSecret(sessionId))
    expect(JSON.stringify(sessions)).not.toContain(sessionId)
    expect(JSON.stringify(await store.db.selectFrom('staff_sign_in_links').selectAll().execute())).not.toContain(token)

    const again = await redeem(site, token)
    expect(again.status).toBe(403)
    expect(again.cookies.has('staff_session')).toBe(false)
  })

  test('an address not on the list gets the same answer, and no mail', async () => {
    const stranger = await request(site, '/staff/sign-in/email', { method: 'POST', form: { email: STRANGER } })
    const listed = await request(site, '/staff/sign-in/email', { method: 'POST', form: { email: GRACE } })
    expect({ status: stranger.status, body: stranger.body }).toEqual({ status: listed.status, body: listed.body })
    // The listed address's link comes after the other's would have: by then none went to it.
    await mailedToken(mail, GRACE)
    expect(mail.received.filter((message) => message.to.includes(STRANGER))).toEqual([])
  })

  test('a forged or expired sign-in link is refused', async () => {
    expect((await redeem(site, 'forged-token')).status).toBe(403)
    await request(site, '/staff/sign-in/email', { method: 'POST', form: { email: GRACE } })
    const before = mail.received.filter((message) => message.to.includes(GRACE)).length
    await request(site, '/staff/sign-in/email', { method: 'POST', form: { email: GRACE } })
    const token = await mailedToken(mail, GRACE, before + 1)
    // The link's 15 minutes pass in the store rather than in the test: the server reads the expiry
    // the store holds at each request, so an expiry written there is what 15 minutes would leave,
    // without a clock in the server that tests could set.
    await store.db
      .updateTable('staff_sign_in_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashSecret(token))
      .execute()
    const expired = await redeem(site, token)
    expect(expired.status).toBe(403)
    expect(expired.body).toContain('expired')
  })

  test('a session idle for 30 minutes, or 12 hours old, has ended', async () => {
    // As for the links: the session's times are moved back in the store, which is all the server reads.
    const idle = await signInByEmail()
    await store.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60 * 1000).toISOString() })
      .where('id_hash', '=', hashSecret(idle.split('=')[1]!))
      .execute()
    expect((await request(site, '/staff/', { cookie: idle })).status).toBe(303)

    const old = await signInByEmail()
    expect((await request(site, '/staff/', { cookie: old })).status).toBe(200)
    await store.db
      .updateTable('staff_sessions')
      .set({ created_at: new Date(Date.now() - 13 * 60 * 60 * 1000).toISOString(), expires_at: new Date(Date.now() - 60 * 60 * 1000).toISOString() })
      .where('id_hash', '=', hashSecret(old.split('=')[1]!))
      .execute()
    expect((await request(site, '/staff/', { cookie: old })).status).toBe(303)
  })

  test('a state change from another origin or without the session token is refused, and the session lives on', async () => {
    const cookie = await signInByEmail()
    const csrf = csrfOf((await request(site, '/staff/', { cookie })).body)
    expect(csrf).not.toBe('')
    const refused = [
      await request(site, '/staff/sign-out', { method: 'POST', cookie, form: { csrf }, origin: 'https://attacker.example' }),
      await request(site, '/staff/sign-out', { method: 'POST', cookie, form: { csrf }, origin: null }),
      await request(site, '/staff/sign-out', { method: 'POST', cookie, form: { csrf }, headers: { 'sec-fetch-site': 'cross-site' } }),
      await request(site, '/staff/sign-out', { method: 'POST', cookie, form: {} }),
      await request(site, '/staff/sign-out', { method: 'POST', cookie, form: { csrf: `${csrf.slice(1)}x` } }),
    ]
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403])
    expect((await request(site, '/staff/', { cookie })).status).toBe(200)
  })

  test('signing out ends the session: its cookie no longer signs in', async () => {
    const cookie = await signInByEmail()
    const csrf = csrfOf((await request(site, '/staff/', { cookie })).body)
    const signedOut = await request(site, '/staff/sign-out', { method: 'POST', cookie, form: { csrf } })
    expect(signedOut.status).toBe(303)
    expect(signedOut.cookies.get('staff_session')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    expect((await request(site, '/staff/', { cookie })).status).toBe(303)
    expect((await request(site, '/staff/sign-out', { method: 'POST', cookie, form: { csrf } })).status).toBe(403)
    // Who signed in and out, and when, is in the audit log.
    const audit = await store.db.selectFrom('audit_log').select(['actor', 'action']).where('action', 'in', ['signed-in', 'signed-out']).execute()
    const signedOutBy = audit.find((entry) => entry.action === 'signed-out')?.actor
    expect(signedOutBy).toMatch(/@/)
    expect(audit).toContainEqual({ actor: signedOutBy, action: 'signed-in' })
  })

  test('GitHub signs in a listed login, asking for no scope, and refuses one not on the list', async () => {
    const listed = await signInWithGithub('OctoCat')
    expect(listed.status).toBe(303)
    const cookie = cookieOf(listed.cookies.get('staff_session'))
    expect((await request(site, '/staff/', { cookie })).body).toContain(SIGNED_IN_AS('octocat'))
    const asked = github.authorizeRequests.at(-1)!
    expect(asked.get('client_id')).toBe(GITHUB_APP.clientId)
    expect(asked.get('scope') ?? '').toBe('')

    const stranger = await signInWithGithub('mallory')
    expect(stranger.status).toBe(403)
    expect(stranger.cookies.has('staff_session')).toBe(false)
  })

  test("GitHub's state must come back to the browser that started the sign-in", async () => {
    github.signedInAs = 'octocat'
    const started = await request(site, '/staff/sign-in/github')
    const atGithub = await fetch(started.headers.get('location')!, { redirect: 'manual' })
    const callback = new URL(atGithub.headers.get('location')!)
    const path = `${callback.pathname}${callback.search}`
    // Another browser (no state cookie), or one whose state is not the one GitHub sent back.
    const noCookie = await request(site, path)
    const otherState = await request(site, path, { cookie: 'staff_github_state=another-state' })
    expect([noCookie.status, otherState.status]).toEqual([403, 403])
    expect(noCookie.cookies.has('staff_session') || otherState.cookies.has('staff_session')).toBe(false)
  })

  test('`npm run staff -- link` prints a one-time link for a listed address only', async () => {
    // Side by side: neither command's outcome depends on the other's.
    const env = staffEnv({ DATA_DIR: store.location.dataDir })
    const [printed, refused] = await Promise.all([runStaffCommand(['link', GRACE], env), runStaffCommand(['link', STRANGER], env)])
    expect(printed.code).toBe(0)
    const token = /\/staff\/sign-in\/link\?token=([A-Za-z0-9_-]+)/.exec(printed.stdout)?.[1]
    expect(token).toBeDefined()
    const signedIn = await redeem(site, token!)
    expect(signedIn.status).toBe(303)
    expect((await request(site, '/staff/', { cookie: cookieOf(signedIn.cookies.get('staff_session')) })).body).toContain(SIGNED_IN_AS(GRACE))
    expect((await redeem(site, token!)).status).toBe(403)

    expect(refused.code).not.toBe(0)
    expect(refused.stdout).not.toMatch(/token=/)
    expect(refused.stderr).toContain('STAFF_EMAILS')
  })

  test('a person taken off the lists loses access at their next request', async () => {
    const ada = await signInByEmail(ADA)
    const grace = await signInByEmail(GRACE)
    const octocat = cookieOf((await signInWithGithub('octocat')).cookies.get('staff_session'))
    await site.stop()
    site = await start({ STAFF_EMAILS: GRACE, STAFF_GITHUB_LOGINS: 'someone-else' })
    expect((await request(site, '/staff/', { cookie: ada })).status).toBe(303)
    expect((await request(site, '/staff/', { cookie: octocat })).status).toBe(303)
    expect((await request(site, '/staff/', { cookie: grace })).status).toBe(200)
    // Put back on the list, the session that was refused does not come back.
    await site.stop()
    site = await start()
    expect((await request(site, '/staff/', { cookie: ada })).status).toBe(303)
  })

  test('console pages are never cached or indexed, under a policy without inline script or style', async () => {
    const cookie = await signInByEmail()
    const answers = [
      await request(site, '/staff/sign-in'),
      await request(site, '/staff/', { cookie }),
      await request(site, '/staff/'),
      await request(site, '/staff/sign-in/link?token=x'),
    ]
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(answer.headers.get('referrer-policy')).toBe('same-origin')
      const policy = answer.headers.get('content-security-policy') ?? ''
      expect(policy).toContain("default-src 'none'")
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).not.toContain('unsafe-inline')
      expect(policy).not.toContain('script-src')
      expect(answer.body).not.toMatch(/<script\b/i)
    }
  })

  test('sign-in attempts are rate limited', async () => {
    // A second server on the same store with a low limit, beside the first: neither is restarted.
    const limited = await startSite({ dataDir: store.location.dataDir, env: staffEnv({ STAFF_SIGN_IN_PER_MINUTE: '3' }) })
    try {
      const statuses: number[] = []
      for (let attempt = 0; attempt < 5; attempt++) statuses.push((await redeem(limited, `guess-${attempt}`)).status)
      expect(statuses).toEqual([403, 403, 403, 429, 429])
      const email = await request(limited, '/staff/sign-in/email', { method: 'POST', form: { email: ADA } })
      expect(email.status).toBe(429)
      expect(Number(email.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await request(limited, '/staff/sign-in/github')).status).toBe(429)
    } finally {
      await limited.remove()
    }
  })
})

describe('The staff console unconfigured', () => {
  let site: StartedSite | undefined
  afterAll(() => site?.remove())

  test("/staff/ and its addresses answer the site's not-found page", async () => {
    site = await startSite({ env: { STAFF_EMAILS: '', STAFF_GITHUB_LOGINS: '' } })
    const notFound = await request(site, '/no-such-page')
    expect(notFound.status).toBe(404)
    for (const path of ['/staff/', '/staff/sign-in', '/staff/sign-in/github', '/staff/sign-in/link?token=x']) {
      const answer = await request(site, path)
      expect(answer.status, path).toBe(404)
      expect(answer.body, path).toBe(notFound.body)
    }
    for (const path of ['/staff/sign-in/email', '/staff/sign-out', '/staff/sign-in/link'])
      expect((await request(site, path, { method: 'POST', form: { email: ADA } })).status, path).toBe(404)
  })
})

describe('The staff console over HTTPS', () => {
  let site: StartedSite | undefined
  afterAll(() => site?.remove())

  test('the session cookie is Secure and has the __Host- prefix, and a form too large is refused', async () => {
    site = await startSite({ env: { HTTPS: 'true', STAFF_EMAILS: ADA } })
    const printed = await runStaffCommand(['link', ADA], { DATA_DIR: site.dataDir, STAFF_EMAILS: ADA })
    const token = /token=([A-Za-z0-9_-]+)/.exec(printed.stdout)?.[1]
    expect(token, printed.stderr).toBeDefined()
    const signedIn = await redeem(site, token!)
    expect(signedIn.status).toBe(303)
    const setCookie = signedIn.cookies.get('__Host-staff_session')
    expect(setCookie).toMatch(/; Path=\/(;|$)/i)
    expect(setCookie).toMatch(/; Secure/i)
    expect(setCookie).toMatch(/; HttpOnly/i)
    expect(setCookie).not.toMatch(/; Domain=/i)
    const cookie = cookieOf(setCookie)
    expect((await request(site, '/staff/', { cookie })).body).toContain(SIGNED_IN_AS(ADA))
    // The same id under the name without the prefix is not the session's cookie.
    expect((await request(site, '/staff/', { cookie: `staff_session=${cookie.split('=')[1]}` })).status).toBe(303)

    const tooLarge = await request(site, '/staff/sign-in/link', { method: 'POST', form: { token: 'x'.repeat(20_000) } })
    expect(tooLarge.status).toBe(413)
  })
})
