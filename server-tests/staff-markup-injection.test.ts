import { beforeAll, describe, expect, test } from 'vitest'
import { personLinks } from '#api/secrets/signed-links.server.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { TEST_STORE_KINDS, type TestStoreKind } from '#api/testing/test-stores.ts'
import { FORM_NAMES, FORMS, type FormName } from '#lib/forms/form-registry.ts'
import type { StaffSession } from './support/console-test-client.ts'
import { pageMarkup } from './support/page-markup.ts'
import { request } from './support/staff-client.ts'
import { useConsoleSite } from './support/use-console-site.ts'

/**
 * Markup and script typed into every text field of every form, into a staff note, a search, a
 * filter and the colleagues form, against the real server on both stores: every page that shows
 * them (the lists and their searches, each sign-up, matching, the colleagues page, the audit log,
 * the erasure's preview, the person's own page) shows them as the text they were typed, and no
 * element, attribute or script of theirs is in the page the browser builds.
 */

const ADA = 'ada@example.org'
const MARKER = 'data-injected'

/** Closes every element a value could be written in (a text area, an attribute in either quotes), then adds elements of its own (under 100 characters, a name's most). */
const PAYLOAD = `</textarea>"'><b ${MARKER}>b</b><script>x()</script><img src=x onerror=x()>`

/** The fields whose answer is one of a list (the schema refuses anything else), and the email fields, which must be an address. */
const CHOSEN = new Set(['subject', 'role', 'grade', 'ageGroup'])

/** Every answer a visitor types, of every form, holding the payload; the address holds the quote an address may hold. */
function hostileAnswers(form: FormName): Record<string, unknown> {
  const sample = SAMPLE_SUBMISSIONS[form]
  const typed = Object.keys(FORMS[form].labels).filter((field) => typeof sample[field] === 'string' && !CHOSEN.has(field) && field !== FORMS[form].emailField)
  return { ...Object.fromEntries(typed.map((field) => [field, PAYLOAD])), [FORMS[form].emailField]: `o'neil+${form}@example.org` }
}

/** A colleague's address as hostile as an address may be: the quote that would end an attribute written in single quotes. */
const COLLEAGUE = "o'neil+colleague@example.org"

describe.each(TEST_STORE_KINDS)('Markup typed into the forms, on $name', (kind: TestStoreKind) => {
  // With the GitHub sign-in set up, the colleagues form has its login field too. GitHub itself is never asked: nobody signs in with it here.
  const started = useConsoleSite(kind, ADA, {
    STAFF_GITHUB_LOGINS: 'octocat',
    STAFF_GITHUB_CLIENT_ID: 'Iv1.markup0000000001',
    STAFF_GITHUB_CLIENT_SECRET: 'markup-secret-0123456789abcdef',
  })
  const { send, signIn } = started
  let ada: StaffSession
  const ids = {} as Record<FormName, string>

  /** The page at `path` (a GET, or a POST of `form`), checked: answered with `status`, nothing injected, and (unless `shows` is false) the payload shown as typed. */
  async function expectSafe(path: string, { form, shows = true, status = 200 }: { form?: Record<string, string>; shows?: boolean; status?: number } = {}) {
    const answer = await request(started.site, path, { cookie: ada.cookie, ...(form ? { method: 'POST', form: { ...form, csrf: ada.csrf } } : {}) })
    expect(answer.status, path).toBe(status)
    const { injected, shown } = pageMarkup(answer.body, MARKER)
    expect(injected, path).toEqual([])
    if (shows)
      expect(
        shown.some((text) => text.includes(PAYLOAD)),
        `${path} shows the payload as typed`,
      ).toBe(true)
    return shown
  }

  beforeAll(async () => {
    ada = await signIn(ADA)
    for (const form of FORM_NAMES) ids[form] = await send(form, hostileAnswers(form))
    for (const form of FORM_NAMES) {
      const noted = await request(started.site, `/staff/submissions/${ids[form]}/handling`, {
        method: 'POST',
        cookie: ada.cookie,
        form: { status: 'new', note: PAYLOAD, csrf: ada.csrf },
      })
      expect(noted.status).toBe(303)
    }
  })

  test('every list, search and sign-up shows what was typed as text', async () => {
    await expectSafe('/staff/', { shows: false })
    for (const form of FORM_NAMES) {
      await expectSafe(`/staff/forms/${form}`)
      await expectSafe(`/staff/forms/${form}?q=${encodeURIComponent(PAYLOAD)}`)
      await expectSafe(`/staff/forms/${form}?q=${encodeURIComponent("o'neil")}`)
      const page = await expectSafe(`/staff/submissions/${ids[form]}`)
      expect(page.filter((text) => text.includes(PAYLOAD)).length, `${form}: its answers and the note`).toBeGreaterThan(1)
    }
  })

  test('matching, before and after a match, shows the names as text', async () => {
    await expectSafe('/staff/matching')
    await expectSafe(`/staff/matching?game=${encodeURIComponent(PAYLOAD)}`)
    await expectSafe(`/staff/matching/children/${ids['play-signup']}`)
    const matched = await request(started.site, '/staff/matching/match', {
      method: 'POST',
      cookie: ada.cookie,
      form: { child: ids['play-signup'], volunteer: ids['volunteer-signup'], csrf: ada.csrf },
    })
    expect(matched.status).toBe(303)
    await expectSafe(`/staff/submissions/${ids['play-signup']}`)
    await expectSafe(`/staff/submissions/${ids['volunteer-signup']}`)
    await expectSafe(`/staff/matching/children/${ids['play-signup']}`)
  })

  test('the audit log and the erasure preview add nothing of what was typed', async () => {
    await expectSafe('/staff/audit', { shows: false })
    const address = `o'neil+contact@example.org`
    const preview = await expectSafe('/staff/erase/preview', { form: { email: address }, shows: false })
    expect(preview.some((text) => text.includes(address))).toBe(true)
  })

  test("the colleagues page, its refusals and the audit log show a colleague's address and what was typed as text", async () => {
    // Refused, the form shows what was typed again beside its fields.
    await expectSafe('/staff/colleagues', { form: { email: PAYLOAD, github: PAYLOAD }, status: 400 })
    const added = await request(started.site, '/staff/colleagues', { method: 'POST', cookie: ada.cookie, form: { email: COLLEAGUE, csrf: ada.csrf } })
    expect(added.status).toBe(303)
    const shows = (page: string[]) => expect(page.some((text) => text.includes(COLLEAGUE))).toBe(true)
    shows(await expectSafe('/staff/colleagues', { shows: false }))
    shows(await expectSafe('/staff/colleagues/remove', { form: { person: `email:${COLLEAGUE}` }, shows: false }))
    await expectSafe('/staff/colleagues/remove', { form: { person: `email:${PAYLOAD}` }, shows: false, status: 404 })
    await expectSafe('/staff/colleagues/remove', { form: { person: `email:${PAYLOAD}`, confirm: 'yes' }, shows: false, status: 404 })
    const removed = await request(started.site, '/staff/colleagues/remove', {
      method: 'POST',
      cookie: ada.cookie,
      form: { person: `email:${COLLEAGUE}`, confirm: 'yes', csrf: ada.csrf },
    })
    expect(removed.status).toBe(303)
    shows(await expectSafe('/staff/audit', { shows: false }))
  })

  test("the person's own page shows what they typed as text", async () => {
    const { value } = await started.store.db.selectFrom('site_secrets').select('value').where('name', '=', 'person-links').executeTakeFirstOrThrow()
    for (const form of FORM_NAMES) {
      const link = `/my-data/${personLinks(value).make('see-or-delete', ids[form], new Date())}`
      const answer = await request(started.site, link)
      expect(answer.status, form).toBe(200)
      const { injected, shown } = pageMarkup(answer.body, MARKER)
      expect(injected, form).toEqual([])
      expect(
        shown.some((text) => text.includes(PAYLOAD)),
        form,
      ).toBe(true)
    }
  })
})
