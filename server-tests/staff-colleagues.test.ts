import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashSecret } from '#api/secrets/secrets.server.ts'
import { TEST_STORE_KINDS, type TestStoreKind } from '#api/testing/test-stores.ts'
import { startFakeGithub, type FakeGithub } from '#tools/fake-github/fake-github.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { consoleSiteEnv } from './support/console-site-env.ts'
import { runStaffCommand } from './support/run-staff-command.ts'
import { cookieOf, redeem, request, type Answer } from './support/staff-client.ts'
import { useConsoleSite } from './support/use-console-site.ts'

/**
 * Colleagues added and removed in the staff console, against the real server on both stores:
 * nobody without a live session from the console's own pages changes who may sign in; a colleague
 * added signs in as the first staff (from the server's settings) do, and a colleague removed loses
 * access at their next request; the first staff cannot be removed there.
 */

const GITHUB_APP = { clientId: 'Iv1.colleagues0001', clientSecret: 'colleagues-secret-0123456789abcdef' }
const ADA = 'ada@example.org'

/** A page's markup with the apostrophes React writes as character references read back. */
const textOf = (page: string) => page.replaceAll('&#x27;', "'")
const FIRST_LOGIN = 'octocat'

describe.each(TEST_STORE_KINDS)('Colleagues in the staff console on $name', (kind: TestStoreKind) => {
  let github: FakeGithub
  beforeAll(async () => {
    github = await startFakeGithub(GITHUB_APP)
  })
  afterAll(async () => {
    await github?.close()
  })
  const started = useConsoleSite(kind, ADA, () => ({
    STAFF_GITHUB_LOGINS: FIRST_LOGIN,
    STAFF_GITHUB_CLIENT_ID: GITHUB_APP.clientId,
    STAFF_GITHUB_CLIENT_SECRET: GITHUB_APP.clientSecret,
    GITHUB_URL: github.url,
  }))
  const { signIn } = started
  /** A live session of Ada's (one of the first staff), and its form token. */
  let ada: { cookie: string; csrf: string }

  beforeAll(async () => {
    github.callbackUrl = `${started.site.baseUrl}/staff/sign-in/github/callback`
    ada = await signIn(ADA)
  })

  const colleagueRows = () => started.store.db.selectFrom('staff_colleagues').select(['person', 'added_by']).orderBy('person').execute()
  const colleagueAudit = () =>
    started.store.db.selectFrom('audit_log').select(['actor', 'action', 'colleague']).where('action', 'in', ['added-colleague', 'removed-colleague']).orderBy('at').execute()
  const add = (session: { cookie: string; csrf: string }, fields: Record<string, string>) =>
    request(started.site, '/staff/colleagues', { method: 'POST', cookie: session.cookie, form: { csrf: session.csrf, ...fields } })
  const remove = (session: { cookie: string; csrf: string }, person: string, { confirm = true } = {}) =>
    request(started.site, '/staff/colleagues/remove', { method: 'POST', cookie: session.cookie, form: { csrf: session.csrf, person, ...(confirm ? { confirm: 'yes' } : {}) } })
  /** The answer to asking for a sign-in link for `email`, and whether one was mailed, once the server has finished with the ask. */
  async function askLink(email: string): Promise<{ answer: Answer; mailed: boolean }> {
    const finished = () => started.site.logs.filter((entry) => entry.event === 'staff_sign_in_link_sent' || entry.event === 'staff_sign_in_link_not_sent').length
    const mailedTo = () => started.mail.received.filter((message) => message.to.includes(email)).length
    const [before, mailedBefore] = [finished(), mailedTo()]
    const answer = await request(started.site, '/staff/sign-in/email', { method: 'POST', form: { email } })
    // The server logs a link as sent once the mail server has taken it.
    expect(await waitUntil(() => finished() > before, 15_000), `the ask for ${email} finished`).toBe(true)
    return { answer, mailed: mailedTo() > mailedBefore }
  }
  /** Signs `login` in through the fake GitHub as a browser follows the redirects, and returns the callback's answer. */
  async function signInWithGithub(login: string): Promise<Answer> {
    github.signedInAs = login
    const begun = await request(started.site, '/staff/sign-in/github')
    const atGithub = await fetch(begun.headers.get('location')!, { redirect: 'manual' })
    const callback = new URL(atGithub.headers.get('location')!)
    return request(started.site, `${callback.pathname}${callback.search}`, { cookie: cookieOf(begun.cookies.get('staff_github_state')) })
  }

  describe('security', () => {
    test('without a session the page sends to the sign-in page, and adding and removing are refused with nothing changed', async () => {
      const page = await request(started.site, '/staff/colleagues')
      expect(page.status).toBe(303)
      expect(page.headers.get('location')).toBe('/staff/sign-in')
      const refused = [
        await request(started.site, '/staff/colleagues', { method: 'POST', form: { csrf: ada.csrf, email: 'no-session@example.org' } }),
        await request(started.site, '/staff/colleagues/remove', { method: 'POST', form: { csrf: ada.csrf, person: `email:${ADA}`, confirm: 'yes' } }),
      ]
      expect(refused.map((answer) => answer.status)).toEqual([403, 403])
      // Not signed in: the way back is the sign-in page.
      for (const answer of refused) expect(answer.body).toContain('<a href="/staff/sign-in">Back to the sign-in page</a>')
      expect(await colleagueRows()).toEqual([])
      expect(await colleagueAudit()).toEqual([])
    })

    test('a forged or expired session cookie adds and removes nobody', async () => {
      const expired = await signIn(ADA)
      await started.store.db
        .updateTable('staff_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id_hash', '=', hashSecret(expired.cookie.split('=')[1]!))
        .execute()
      for (const session of [{ cookie: 'staff_session=forged', csrf: ada.csrf }, { cookie: `staff_session=${'A'.repeat(43)}`, csrf: ada.csrf }, expired]) {
        expect((await request(started.site, '/staff/colleagues', { cookie: session.cookie })).status, session.cookie).toBe(303)
        expect((await add(session, { email: 'forged@example.org' })).status, session.cookie).toBe(403)
        expect((await remove(session, `email:${ADA}`)).status, session.cookie).toBe(403)
      }
      expect(await colleagueRows()).toEqual([])
      expect(await colleagueAudit()).toEqual([])
    })

    test('adding or removing from another origin or without the session token is refused, and nothing changes', async () => {
      const { cookie, csrf } = ada
      expect((await add(ada, { email: 'kept@example.org' })).status).toBe(303)
      const attempts = (path: string, form: Record<string, string>) => [
        request(started.site, path, { method: 'POST', cookie, form: { ...form, csrf }, origin: 'https://attacker.example' }),
        request(started.site, path, { method: 'POST', cookie, form: { ...form, csrf }, origin: null }),
        request(started.site, path, { method: 'POST', cookie, form: { ...form, csrf }, headers: { 'sec-fetch-site': 'cross-site' } }),
        request(started.site, path, { method: 'POST', cookie, form }),
        request(started.site, path, { method: 'POST', cookie, form: { ...form, csrf: `${csrf.slice(1)}x` } }),
      ]
      const refused = await Promise.all([
        ...attempts('/staff/colleagues', { email: 'attacker@example.org' }),
        ...attempts('/staff/colleagues/remove', { person: 'email:kept@example.org', confirm: 'yes' }),
      ])
      expect(refused.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 403))
      expect(await colleagueRows()).toEqual([{ person: 'email:kept@example.org', added_by: ADA }])
      expect((await remove(ada, 'email:kept@example.org')).status).toBe(303)
    })

    test("a removed colleague's session stops working at their next request, and the store keeps none of it", async () => {
      const colleague = 'removed-at-once@example.org'
      expect((await add(ada, { email: colleague })).status).toBe(303)
      const session = await signIn(colleague)
      expect((await request(started.site, '/staff/colleagues', { cookie: session.cookie })).status).toBe(200)
      expect((await remove(ada, `email:${colleague}`)).status).toBe(303)
      const page = await request(started.site, '/staff/', { cookie: session.cookie })
      expect(page.status).toBe(303)
      expect(page.headers.get('location')).toBe('/staff/sign-in')
      expect((await add(session, { email: 'their-friend@example.org' })).status).toBe(403)
      expect(await started.store.db.selectFrom('staff_sessions').select('id_hash').where('person', '=', `email:${colleague}`).execute()).toEqual([])
      expect(await colleagueRows()).toEqual([])
    })

    test("the first staff, from the server's settings, cannot be removed in the console", async () => {
      const page = await request(started.site, '/staff/colleagues', { cookie: ada.cookie })
      expect(textOf(page.body)).toContain("set by the server's settings")
      expect(page.body).not.toContain(`value="email:${ADA}"`)
      expect(page.body).not.toContain(`value="github:${FIRST_LOGIN}"`)
      for (const person of [`email:${ADA}`, `github:${FIRST_LOGIN}`]) {
        const refused = await remove(ada, person)
        expect(refused.status, person).toBe(400)
        expect(textOf(refused.body), person).toContain("set by the server's settings")
        // Still signed in: the way back is the page the person came from, named as it is.
        expect(refused.body, person).toContain('<a href="/staff/colleagues">Back to the colleagues page</a>')
        expect(refused.body, person).not.toContain('/staff/sign-in')
      }
      expect((await request(started.site, '/staff/', { cookie: ada.cookie })).status).toBe(200)
      expect((await colleagueAudit()).filter((entry) => entry.colleague === ADA || entry.colleague === FIRST_LOGIN)).toEqual([])
    })
  })

  describe('features', () => {
    test('a colleague added by address gets sign-in links as the first staff do, uses the console, and the audit log says who added whom', async () => {
      const colleague = 'New.Colleague@Example.org'
      const stranger = 'not-a-colleague@example.org'
      const added = await add(ada, { email: colleague })
      expect(added.status).toBe(303)
      const listed = await request(started.site, added.headers.get('location')!, { cookie: ada.cookie })
      expect(listed.body).toContain('role="status"')
      expect(listed.body).toContain('new.colleague@example.org')
      const [asked, strangerAsked] = [await askLink(colleague.toLowerCase()), await askLink(stranger)]
      expect(asked.mailed).toBe(true)
      expect(strangerAsked.mailed).toBe(false)
      expect({ status: strangerAsked.answer.status, body: strangerAsked.answer.body }).toEqual({ status: asked.answer.status, body: asked.answer.body })
      const session = await signIn('new.colleague@example.org')
      const landing = await request(started.site, '/staff/', { cookie: session.cookie })
      expect(landing.status).toBe(200)
      expect(landing.body).toContain('Signed in as <strong>new.colleague@example.org</strong>')
      expect(landing.body).toContain('href="/staff/colleagues"')
      // The operator's command-line link works for a colleague too.
      const printed = await runStaffCommand(['link', 'new.colleague@example.org'], {
        ...consoleSiteEnv(started.store, started.mail, ADA),
        DATA_DIR: started.store.location.dataDir,
      })
      expect(printed.code, printed.stderr).toBe(0)
      const token = /\/staff\/sign-in\/link\?token=([A-Za-z0-9_-]+)/.exec(printed.stdout)?.[1]
      expect((await redeem(started.site, token!)).status).toBe(303)

      // A colleague may add and remove colleagues too.
      expect((await add(session, { email: 'third@example.org' })).status).toBe(303)
      expect((await remove(session, 'email:third@example.org')).status).toBe(303)
      expect((await remove(ada, 'email:new.colleague@example.org')).status).toBe(303)
      expect((await askLink('new.colleague@example.org')).mailed).toBe(false)
      expect((await redeem(started.site, token!)).status).toBe(403)
      expect(await colleagueAudit()).toEqual(
        expect.arrayContaining([
          { actor: ADA, action: 'added-colleague', colleague: 'new.colleague@example.org' },
          { actor: 'new.colleague@example.org', action: 'added-colleague', colleague: 'third@example.org' },
          { actor: 'new.colleague@example.org', action: 'removed-colleague', colleague: 'third@example.org' },
          { actor: ADA, action: 'removed-colleague', colleague: 'new.colleague@example.org' },
        ]),
      )
      const audit = await request(started.site, '/staff/audit', { cookie: ada.cookie })
      expect(audit.body).toContain('Added a colleague')
      expect(audit.body).toContain('Removed a colleague')
    })

    test('a colleague added by GitHub login signs in with GitHub, and is refused once removed', async () => {
      expect((await signInWithGithub('hopper')).status).toBe(403)
      expect((await add(ada, { github: 'Hopper' })).status).toBe(303)
      const signedIn = await signInWithGithub('hopper')
      expect(signedIn.status).toBe(303)
      const cookie = cookieOf(signedIn.cookies.get('staff_session'))
      expect((await request(started.site, '/staff/', { cookie })).body).toContain('Signed in as <strong>hopper</strong>')
      expect((await remove(ada, 'github:hopper')).status).toBe(303)
      expect((await request(started.site, '/staff/', { cookie })).status).toBe(303)
      expect((await signInWithGithub('hopper')).status).toBe(403)
      expect(await colleagueAudit()).toEqual(
        expect.arrayContaining([
          { actor: ADA, action: 'added-colleague', colleague: 'hopper' },
          { actor: ADA, action: 'removed-colleague', colleague: 'hopper' },
        ]),
      )
    })

    test('removing asks first: the first step changes nothing and offers the danger button', async () => {
      expect((await add(ada, { email: 'asked-first@example.org' })).status).toBe(303)
      const asked = await remove(ada, 'email:asked-first@example.org', { confirm: false })
      expect(asked.status).toBe(200)
      expect(asked.body).toMatch(/class="button button--danger"[^>]*>[^<]*Yes, remove/)
      expect(asked.body).toContain('name="confirm" value="yes"')
      expect(await colleagueRows()).toEqual([{ person: 'email:asked-first@example.org', added_by: ADA }])
      expect((await remove(ada, 'email:asked-first@example.org')).status).toBe(303)
      expect((await remove(ada, 'email:asked-first@example.org')).status).toBe(404)
    })

    test('a wrong address or login is shown beside its field, and nothing is added', async () => {
      for (const fields of [{ email: 'not an address' }, { github: 'not a login!' }, {}, { email: ADA }] as Record<string, string>[]) {
        const answer = await add(ada, fields)
        expect(answer.status, JSON.stringify(fields)).toBe(400)
        const invalid = /<input[^>]*aria-invalid="true"[^>]*>/.exec(answer.body)?.[0] ?? ''
        const describedBy = /aria-describedby="([^"]+)"/.exec(invalid)?.[1]
        expect(describedBy, JSON.stringify(fields)).toBeDefined()
        expect(answer.body).toMatch(new RegExp(`id="${describedBy}"[^>]*>[^<]+`))
        expect(invalid).toContain('autofocus')
      }
      expect(await colleagueRows()).toEqual([])
    })
  })
})
