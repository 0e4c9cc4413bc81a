import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PERSON_ACTOR } from '#api/my-data/my-data-routes.server.ts'
import { personLinks, type LinkPurpose } from '#api/secrets/signed-links.server.ts'
import { submissionReference } from '#api/forms/submission-reference.server.ts'
import { consentVersion } from '#api/forms/updates-consent.server.ts'
import { insertSubmission } from '#api/testing/insert-submission.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { startMailCatcher, type MailCatcher } from '#api/testing/start-mail-catcher.ts'
import { TEST_STORE_KINDS, type TestStore, type TestStoreKind } from '#api/testing/test-stores.ts'
import { FORMS, type FormName } from '#lib/forms/form-registry.ts'
import { formTokenPath } from '#lib/forms/form-token-path.ts'
import { SPAM_SIGNALS } from '#lib/forms/spam-signals.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { readMail } from './support/read-mail.ts'

/**
 * What the links in a confirmation do, against the real server: the person sees and deletes what
 * they sent, confirms or stops their request for updates; a forged, expired, used or
 * other-purpose link, and a deletion sent from another site, get nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000
const TOKEN = '[0-9a-f-]{36}\\.\\d+\\.[\\w-]{43}'
const PATHS: Record<LinkPurpose, string> = { 'see-or-delete': '/my-data/', 'confirm-updates': '/my-data/confirm/', 'stop-updates': '/my-data/stop-updates/' }

describe.each(TEST_STORE_KINDS)('The links in a confirmation on $name', (kind: TestStoreKind) => {
  let store: TestStore
  let mail: MailCatcher
  let site: StartedSite
  /** A request for updates stored 8 days ago, never confirmed: the maintenance at start lets it lapse. */
  let unconfirmed: string

  beforeAll(async () => {
    store = await kind.create()
    unconfirmed = await insertSubmission(
      store,
      { form: 'contact', email: 'old@example.org', spam: false, data: { ...SAMPLE_SUBMISSIONS.contact, email: 'old@example.org', website: undefined }, notify: false },
      new Date(Date.now() - 8 * DAY_MS),
    )
    mail = await startMailCatcher()
    site = await startSite({
      dataDir: store.location.dataDir,
      env: {
        DATABASE_URL: store.location.databaseUrl ?? '',
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        NOTIFY_EMAIL: 'office@example.org',
        RATE_LIMIT_PER_MINUTE: '1000',
        MIN_FILL_SECONDS: '0',
      },
    })
  })
  afterAll(async () => {
    await site?.remove()
    await mail?.close()
    await store?.remove()
  })

  async function send(form: FormName, fields: Record<string, unknown>): Promise<string> {
    const token = ((await (await fetch(`${site.baseUrl}${formTokenPath(form)}`)).json()) as { token: string }).token
    const answer = await fetch(`${site.baseUrl}/api/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...SAMPLE_SUBMISSIONS[form], [SPAM_SIGNALS.honeypot]: '', [SPAM_SIGNALS.formToken]: token, ...fields }),
    })
    expect(answer.status).toBe(201)
    return ((await answer.json()) as { id: string }).id
  }

  /** The confirmation mailed to `address`, once it came. */
  async function confirmationTo(address: string) {
    expect(await waitUntil(() => mail.received.some((message) => message.to.includes(address)), 15_000), `a confirmation to ${address}`).toBe(true)
    return readMail(mail.received.find((message) => message.to.includes(address))!)
  }
  /** The path of the link of `purpose` in a mailed text. */
  const linkIn = (text: string, purpose: LinkPurpose) => new RegExp(`${PATHS[purpose]}${TOKEN}`).exec(text)?.[0]

  const get = (path: string) => fetch(`${site.baseUrl}${path}`, { signal: AbortSignal.timeout(10_000) })
  /** A POST as a browser sends it from `origin` (this site's pages unless told; null for none, as a mail program sends one). */
  const post = (path: string, origin: string | null = site.baseUrl, body = '') =>
    fetch(`${site.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin === null ? {} : { origin }) },
      body,
      signal: AbortSignal.timeout(10_000),
    })
  const stored = (id: string) => store.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst()
  /** A link of `purpose` made with the site's own secret, as if `from` was when the submission was stored. */
  async function signed(purpose: LinkPurpose, id: string, from: Date) {
    const { value } = await store.db.selectFrom('site_secrets').select('value').where('name', '=', 'person-links').executeTakeFirstOrThrow()
    return `${PATHS[purpose]}${personLinks(value).make(purpose, id, from)}`
  }
  /** A refused link's page: the one plain page, with nothing of the submission on it. */
  async function expectRefused(answer: Response, ...secrets: string[]) {
    const page = await answer.text()
    expect(answer.status).toBe(404)
    expect(page).toContain('This link does not work')
    for (const secret of secrets) expect(page).not.toContain(secret)
  }

  test('the data link shows what was sent under the labels the person saw, privately, and deletes it with a button', async () => {
    const address = 'robin-parent@example.org'
    const id = await send('play-signup', { parentEmail: address, childName: 'Robin Quill' })
    const link = linkIn((await confirmationTo(address)).body, 'see-or-delete')!
    const page = await get(link)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('x-robots-tag')).toContain('noindex')
    const html = await page.text()
    expect(html).toContain(FORMS['play-signup'].labels.childName.replace("'", '&#x27;'))
    expect(html).toContain('Robin Quill')
    expect(html).toContain(submissionReference(id))
    expect(html).not.toMatch(/<script/i)

    // The first press only asks: it says what goes, and nothing is deleted until the person confirms.
    const asked = await post(link)
    expect(asked.status).toBe(200)
    const question = await asked.text()
    expect(question).toContain('Delete your data?')
    expect(question).toContain(submissionReference(id))
    expect(question).toMatch(/<button class="button button--danger" type="submit">Yes, delete my data<\/button>/)
    expect(question).toContain('name="confirm" value="yes"')
    expect(question).toContain(`href="${link}"`)
    for (const body of ['', 'confirm=no', 'confirm=', 'confirmed=yes']) {
      expect((await post(link, site.baseUrl, body)).status, body).toBe(200)
      expect(await stored(id), body).toBeDefined()
    }
    expect((await post(link, 'https://attacker.example', 'confirm=yes')).status).toBe(403)
    expect(await stored(id)).toBeDefined()

    const deleted = await post(link, site.baseUrl, 'confirm=yes')
    expect(deleted.status).toBe(200)
    expect(await deleted.text()).toContain('Your data is deleted')
    expect(await stored(id)).toBeUndefined()
    expect(await store.db.selectFrom('mail_outbox').select('id').where('submission_id', '=', id).execute()).toEqual([])
    expect(await store.db.selectFrom('audit_log').select(['actor', 'action', 'form', 'count']).where('actor', '=', PERSON_ACTOR).execute()).toEqual([
      { actor: PERSON_ACTOR, action: 'erased', form: 'play-signup', count: 1 },
    ])
    // Used: the link finds nothing any more.
    await expectRefused(await get(link), 'Robin Quill')
    await expectRefused(await post(link))
  })

  test('a forged, expired or other-purpose link, and a deletion sent from another site, get nothing', async () => {
    const address = 'careful@example.org'
    const id = await send('volunteer-signup', { email: address, name: 'Careful Carla' })
    const link = linkIn((await confirmationTo(address)).body, 'see-or-delete')!
    const other = await send('volunteer-signup', { email: 'someone-else@example.org', name: 'Other Olga' })
    const [, , signature] = link.slice(PATHS['see-or-delete'].length).split('.')
    const forgeries = [
      `${PATHS['see-or-delete']}${other}.${link.split('.')[1]}.${signature}`, // someone else's id under this signature
      `${link.slice(0, -2)}AA`, // the signature changed
      `${PATHS['see-or-delete']}${id}.9999999999.${signature}`, // a longer life
      `${PATHS['see-or-delete']}not-a-token`,
      await signed('see-or-delete', id, new Date(Date.now() - 31 * DAY_MS)), // expired
      await signed('confirm-updates', id, new Date()), // another purpose
    ]
    for (const forged of forgeries) {
      await expectRefused(await get(forged), 'Careful Carla', 'Other Olga', address)
      await expectRefused(await post(forged, site.baseUrl, 'confirm=yes'), 'Careful Carla', 'Other Olga')
    }
    // The genuine link, but sent from another site's page (or with no Origin): nothing is deleted.
    for (const origin of ['https://attacker.example', null]) expect((await post(link, origin, 'confirm=yes')).status).toBe(403)
    expect(await stored(id)).toBeDefined()
    expect(await stored(other)).toBeDefined()
  })

  test('a request for updates waits for the link in the confirmation, keeps the proof, and can be stopped in one click', async () => {
    const address = 'newsy@example.org'
    const id = await send('contact', { email: address, newsletter: true })
    expect(await stored(id)).toMatchObject({ updates: 'waiting', updates_consent: consentVersion(FORMS.contact.labels.newsletter), updates_confirmed_at: null })
    const { body, headers } = await confirmationTo(address)
    const confirm = linkIn(body, 'confirm-updates')!
    // Opening the link (as a mail scanner does) confirms nothing; the button does.
    expect((await get(confirm)).status).toBe(200)
    expect((await stored(id))!.updates).toBe('waiting')
    const before = Date.now()
    expect((await post(confirm)).status).toBe(200)
    const proof = (await stored(id))!
    expect(proof).toMatchObject({ updates: 'confirmed', updates_consent: consentVersion(FORMS.contact.labels.newsletter) })
    expect(new Date(proof.updates_confirmed_at!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(await store.db.selectFrom('audit_log').select(['actor', 'action']).where('submission_id', '=', id).execute()).toContainEqual({
      actor: PERSON_ACTOR,
      action: 'confirmed-updates',
    })
    await expectRefused(await post(confirm))

    // The email carries the standard way to stop updates, with one click (RFC 8058), as a mail program sends it.
    expect(headers).toMatch(/^list-unsubscribe-post: List-Unsubscribe=One-Click$/im)
    const stop = new RegExp(`^list-unsubscribe: <[^>]*(${PATHS['stop-updates']}${TOKEN})>`, 'im').exec(headers)?.[1]
    expect(stop).toBeDefined()
    expect((await post(stop!, null, 'List-Unsubscribe=One-Click')).status).toBe(200)
    expect((await stored(id))!.updates).toBe('withdrawn')
  })

  test('a request for updates left unconfirmed for 7 days lapses, and the rest of the submission stays', async () => {
    const left = (await stored(unconfirmed))!
    expect(left.updates).toBe('lapsed')
    expect(JSON.parse(left.data)).toMatchObject({ message: SAMPLE_SUBMISSIONS.contact.message })
    await expectRefused(await get(await signed('confirm-updates', unconfirmed, new Date())))
  })

  test('a confirmation without a request for updates has no link to confirm and no List-Unsubscribe', async () => {
    const address = 'quiet@example.org'
    await send('contact', { email: address, newsletter: false })
    const { body, headers } = await confirmationTo(address)
    expect(linkIn(body, 'confirm-updates')).toBeUndefined()
    expect(headers).not.toMatch(/^list-unsubscribe/im)
  })
})
