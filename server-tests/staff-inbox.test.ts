import { beforeAll, describe, expect, test } from 'vitest'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'
import { insertSubmission } from '#api/testing/insert-submission.ts'
import { TEST_STORE_KINDS, type TestStoreKind } from '#api/testing/test-stores.ts'
import { changeUpdates } from '#api/my-data/change-updates.server.ts'
import { inboxCounts } from '#api/staff-inbox/inbox-counts.server.ts'
import { submissionReference } from '#api/forms/submission-reference.server.ts'
import { SPAM_REASON_WORDS } from '#api/staff-inbox/inbox-pages.server.tsx'
import { CONTACT_SUBJECT_LABELS } from '#lib/forms/form-options.ts'
import { FORM_NAMES, FORMS } from '#lib/forms/form-registry.ts'
import { DAY_MS } from '#api/time/day-start.server.ts'
import { clockDay, clockTime, lastYearOfWeeks, startOfDay, weekStart } from '#api/time/clock-time.server.ts'
import { weeklySignUps } from '#api/staff-inbox/weekly-sign-ups.server.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import { tableRows } from './support/page-markup.ts'
import { decodedMail, request } from './support/staff-client.ts'
import { useConsoleSite } from './support/use-console-site.ts'

/**
 * The staff console's inbox against the real server, on both stores: nobody without a live session
 * from the console's own pages reads or changes a sign-up; then the lists, one sign-up and its
 * handling, sent through the site's real form API.
 */

const ADA = 'ada@example.org'
const OFFICE = 'office@example.org'
/** Far from UTC, so that a time or a day read in UTC instead of the organisation's zone shows. */
const TIME_ZONE = 'Pacific/Auckland'

/** The rows of a list page, as the names it links to, top to bottom. */
const listedNames = (page: string) => [...page.matchAll(/<a href="\/staff\/submissions\/[^"]+">([^<]*)<\/a>/g)].map((match) => match[1]!)

/** The ids a list page links to, top to bottom. */
const listedIds = (page: string) => [...page.matchAll(/href="\/staff\/submissions\/([^"]+)"/g)].map((match) => decodeURIComponent(match[1]!))

describe.each(TEST_STORE_KINDS)('The staff inbox on $name', (kind: TestStoreKind) => {
  const started = useConsoleSite(kind, ADA, { NOTIFY_EMAIL: OFFICE, TIME_ZONE })
  const { send, signIn } = started
  /** A live session of Ada's, and its form token. */
  let ada: { cookie: string; csrf: string }

  const statusOf = async (id: string) => await started.store.db.selectFrom('submissions').select(['status', 'note', 'spam']).where('id', '=', id).executeTakeFirstOrThrow()
  const auditOf = (id: string) => started.store.db.selectFrom('audit_log').select(['actor', 'action', 'status']).where('submission_id', '=', id).execute()

  beforeAll(async () => {
    ada = await signIn(ADA)
  })

  describe('security', () => {
    test('every inbox page without a session sends to the sign-in page, and every change is refused with nothing changed', async () => {
      const id = await send('contact', { name: 'Nobody Signed In', email: 'no-session@example.org' })
      for (const path of ['/staff/', '/staff/weekly', '/staff/forms/contact', `/staff/submissions/${id}`, '/staff/audit', '/staff/erase', '/staff/forms/no-such-form']) {
        const page = await request(started.site, path)
        expect(page.status, path).toBe(303)
        expect(page.headers.get('location'), path).toBe('/staff/sign-in')
        expect(page.body, path).not.toContain('no-session@example.org')
      }
      for (const [action, form] of [
        ['handling', { status: 'done', note: 'changed' }],
        ['not-spam', {}],
      ] as const) {
        const answer = await request(started.site, `/staff/submissions/${id}/${action}`, { method: 'POST', form: { ...form, csrf: ada.csrf } })
        expect(answer.status, action).toBe(403)
      }
      for (const path of ['/staff/forms/contact/export', '/staff/erase/preview', '/staff/erase', '/staff/spam/delete']) {
        const answer = await request(started.site, path, { method: 'POST', form: { csrf: ada.csrf, email: 'no-session@example.org', id, format: 'csv', days: '1', confirm: 'yes' } })
        expect(answer.status, path).toBe(403)
        expect(answer.body, path).not.toContain('no-session@example.org')
      }
      expect(await statusOf(id)).toEqual({ status: 'new', note: null, spam: 0 })
      expect(await auditOf(id)).toEqual([])
    })

    test('a forged session cookie reads and changes nothing', async () => {
      const id = await send('contact', { name: 'Forged Cookie', email: 'forged-cookie@example.org' })
      for (const cookie of ['staff_session=forged', `staff_session=${'A'.repeat(43)}`]) {
        expect((await request(started.site, `/staff/submissions/${id}`, { cookie })).status).toBe(303)
        expect((await request(started.site, '/staff/forms/contact', { cookie })).status).toBe(303)
        expect((await request(started.site, `/staff/submissions/${id}/handling`, { method: 'POST', cookie, form: { status: 'done', note: '', csrf: ada.csrf } })).status).toBe(403)
      }
      expect(await statusOf(id)).toEqual({ status: 'new', note: null, spam: 0 })
    })

    test('a change from another origin or without the session token is refused, and nothing changes', async () => {
      const id = await send('contact', { name: 'Other Origin', email: 'other-origin@example.org' })
      const { cookie, csrf } = ada
      const path = `/staff/submissions/${id}/handling`
      const refused = [
        await request(started.site, path, { method: 'POST', cookie, form: { status: 'done', csrf }, origin: 'https://attacker.example' }),
        await request(started.site, path, { method: 'POST', cookie, form: { status: 'done', csrf }, origin: null }),
        await request(started.site, path, { method: 'POST', cookie, form: { status: 'done', csrf }, headers: { 'sec-fetch-site': 'cross-site' } }),
        await request(started.site, path, { method: 'POST', cookie, form: { status: 'done' } }),
        await request(started.site, path, { method: 'POST', cookie, form: { status: 'done', csrf: `${csrf.slice(1)}x` } }),
        await request(started.site, path, { method: 'POST', cookie, form: { status: 'new', note: 'forged' } }),
        await request(started.site, '/staff/spam/delete', { method: 'POST', cookie, form: { days: '1', csrf, confirm: 'yes' }, origin: 'https://attacker.example' }),
        await request(started.site, '/staff/spam/delete', { method: 'POST', cookie, form: { days: '1', confirm: 'yes' } }),
      ]
      expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403])
      expect(await statusOf(id)).toEqual({ status: 'new', note: null, spam: 0 })
      expect((await auditOf(id)).filter((entry) => entry.action !== 'viewed')).toEqual([])
    })

    test('a guessed or unknown submission id answers 404 with no sign-up in it, and changes nothing', async () => {
      const known = await send('contact', { name: 'Known Person', email: 'known-person@example.org' })
      const notFound = await request(started.site, '/staff/forms/contact', { cookie: ada.cookie })
      expect(notFound.status).toBe(200)
      const guesses = [`${known.slice(0, -1)}${known.endsWith('0') ? '1' : '0'}`, "' OR 1=1 --", '..%2F..%2Fetc%2Fpasswd', '1']
      for (const guess of guesses) {
        const page = await request(started.site, `/staff/submissions/${encodeURIComponent(guess)}`, { cookie: ada.cookie })
        expect(page.status, guess).toBe(404)
        expect(page.body).not.toMatch(/@example\.org<|Known Person/)
        const change = await request(started.site, `/staff/submissions/${encodeURIComponent(guess)}/handling`, {
          method: 'POST',
          cookie: ada.cookie,
          form: { status: 'done', csrf: ada.csrf },
        })
        expect(change.status, guess).toBe(404)
      }
      expect(await statusOf(known)).toEqual({ status: 'new', note: null, spam: 0 })
    })

    test('a search cannot widen the list, and what it searched for comes back escaped', async () => {
      await send('contact', { name: 'Search Target', email: 'search-target@example.org' })
      const all = listedIds((await request(started.site, '/staff/forms/contact', { cookie: ada.cookie })).body)
      expect(all.length).toBeGreaterThan(0)
      for (const search of ["' OR 1=1 --", '%', '_', '" OR ""="', '<script>alert(1)</script>']) {
        const page = await request(started.site, `/staff/forms/contact?q=${encodeURIComponent(search)}`, { cookie: ada.cookie })
        expect(page.status, search).toBe(200)
        expect(listedIds(page.body), search).toEqual([])
        expect(page.body).not.toContain('<script>alert')
      }
      const escaped = await request(started.site, `/staff/forms/contact?q=${encodeURIComponent('<script>alert(1)</script>')}`, { cookie: ada.cookie })
      expect(escaped.body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"')
    })

    test("an unknown form name answers the console's 404 page", async () => {
      for (const form of ['no-such-form', '__proto__', 'constructor', 'contact%27%20OR%201%3D1']) {
        const page = await request(started.site, `/staff/forms/${form}`, { cookie: ada.cookie })
        expect(page.status, form).toBe(404)
        expect(page.body).toContain('Not found')
      }
    })
  })

  describe('features', () => {
    test('the landing page lists every form by its title with the counts the store gives', async () => {
      await send('volunteer-signup', { name: 'Counted Volunteer', email: 'counted@example.org' })
      const page = await request(started.site, '/staff/', { cookie: ada.cookie })
      expect(page.status).toBe(200)
      const everyForm = await inboxCounts(started.store)
      for (const form of FORM_NAMES) {
        const counts = everyForm[form]
        expect(tableRows(page.body), form).toContainEqual([FORMS[form].title, ...[counts.new, counts['in-progress'], counts.done, counts.spam].map(String)])
      }
    })

    test('the landing page lists what came in across every form, newest first, with this week one click away, and each count links to what it counts', async () => {
      const lastMonth = await insertSubmission(
        started.store,
        {
          form: 'contact',
          email: 'last-month@example.org',
          spam: false,
          notify: false,
          data: { ...SAMPLE_SUBMISSIONS.contact, name: 'Last Month', email: 'last-month@example.org' },
        },
        new Date(Date.now() - 30 * DAY_MS),
      )
      const first = await send('contact', { name: 'Across First', email: 'across-first@example.org' })
      const second = await send('play-signup', { childName: 'Across Second', parentEmail: 'across-second@example.org' })
      const landing = (await request(started.site, '/staff/', { cookie: ada.cookie })).body
      expect(listedIds(landing).slice(0, 2)).toEqual([second, first])
      expect(listedNames(landing).slice(0, 2)).toEqual(['Across Second', 'Across First'])
      expect(tableRows(landing)).toContainEqual(expect.arrayContaining([FORMS['play-signup'].title, 'Across Second']))

      const thisWeek = /<a href="([^"]+)">This week<\/a>/.exec(landing)?.[1]?.replaceAll('&amp;', '&')
      expect(thisWeek).toBe(`/staff/?from=${weekStart(new Date(), TIME_ZONE)}`)
      const week = listedIds((await request(started.site, thisWeek!, { cookie: ada.cookie })).body)
      expect(week).toEqual(expect.arrayContaining([second, first]))
      expect(week).not.toContain(lastMonth)

      const everyForm = await inboxCounts(started.store)
      for (const form of FORM_NAMES) {
        const counts = everyForm[form]
        for (const box of ['new', 'in-progress', 'done', 'spam'] as const)
          expect(landing, `${form} ${box}`).toContain(`<a href="/staff/forms/${form}?status=${box}">${counts[box]}</a>`)
      }
      const contactNew = (await inboxCounts(started.store)).contact
      const listed = listedIds((await request(started.site, '/staff/forms/contact?status=new', { cookie: ada.cookie })).body)
      expect(listed.length).toBe(Math.min(contactNew.new, 50))
    })

    test('a chart of sign-ups per week and form over the last year is drawn without script, with the same figures in a table beside it, each a link to its list', async () => {
      const weeksAgo = (weeks: number) => new Date(Date.now() - weeks * 7 * DAY_MS)
      const sample = (form: 'contact' | 'advisor-signup', email: string) => ({ form, email, spam: false, notify: false, data: { ...SAMPLE_SUBMISSIONS[form], email } })
      await insertSubmission(started.store, sample('contact', 'three-weeks@example.org'), weeksAgo(3))
      await insertSubmission(started.store, sample('advisor-signup', 'long-ago@example.org'), weeksAgo(60))
      const landing = (await request(started.site, '/staff/', { cookie: ada.cookie })).body
      const address = /<a href="([^"]+)">Sign-ups by week<\/a>/.exec(landing)?.[1]
      expect(address).toBeDefined()
      const page = await request(started.site, address!, { cookie: ada.cookie })
      expect(page.status).toBe(200)
      expect(page.body).not.toContain('<script')

      const { weeks, counts } = await weeklySignUps(started.store, lastYearOfWeeks(new Date(), TIME_ZONE))
      expect(weeks).toHaveLength(53)
      expect(weeks.at(-1)).toBe(weekStart(new Date(), TIME_ZONE))
      // The figures the store gives, a week to a row, a form to a column, with the week's total.
      const rows = tableRows(page.body)
      for (const [index, week] of weeks.entries()) {
        const figures = FORM_NAMES.map((form) => counts[form][index]!)
        expect(rows, week).toContainEqual([week, ...figures.map(String), String(figures.reduce((sum, each) => sum + each, 0))])
      }
      const threeWeeks = weeks.indexOf(weekStart(weeksAgo(3), TIME_ZONE))
      expect(counts.contact[threeWeeks]).toBeGreaterThanOrEqual(1)
      // Sixty weeks ago is not in the year.
      const advisorsInYear = await started.store.db
        .selectFrom('submissions')
        .select('id')
        .where('form', '=', 'advisor-signup')
        .where('spam', '=', 0)
        .where('created_at', '>=', startOfDay(weeks[0]!, TIME_ZONE).toISOString())
        .execute()
      expect(counts['advisor-signup'].reduce((sum, each) => sum + each, 0)).toBe(advisorsInYear.length)
      // Each figure links to the list it counts: that form's sign-ups of that week.
      expect(page.body).toContain(
        `<a href="/staff/forms/contact?from=${weeks[threeWeeks]}&amp;to=${clockDay(new Date(startOfDay(weeks[threeWeeks]!, TIME_ZONE).getTime() + 6.5 * DAY_MS), TIME_ZONE)}">${counts.contact[threeWeeks]}</a>`,
      )

      // The chart: an image named for screen readers, whose bars are the same figures, one for each week a form had sign-ups.
      const chart = /<svg[^>]*>([\s\S]*?)<\/svg>/.exec(page.body)
      expect(chart?.[0]).toMatch(/^<svg[^>]* role="img"/)
      expect(chart?.[0]).toMatch(/^<svg[^>]* aria-labelledby="[^"]+"/)
      expect(chart![1]).toMatch(/<title id="[^"]+">[^<]+<\/title>/)
      const bars = [...chart![1]!.matchAll(/<rect [^>]*data-count="(\d+)"/g)].map((match) => Number(match[1]))
      expect(bars).toEqual(FORM_NAMES.flatMap((form) => counts[form].filter((count) => count > 0)))
    })

    test('one search across every form finds a reference however it is read out or typed, and a name typed without its accents', async () => {
      const polish = await send('contact', { name: 'Ewa Wiśniewski', email: 'ewa-w@example.org' })
      const german = await send('volunteer-signup', { name: 'Jörg Müller', email: 'jorg-m@example.org' })
      const french = await send('advisor-signup', { name: 'Zoë Quillfeather', email: 'zoe-q@example.org' })
      const found = async (typed: string) => listedIds((await request(started.site, `/staff/?q=${encodeURIComponent(typed)}`, { cookie: ada.cookie })).body)
      const reference = submissionReference(german)
      const compact = reference.replaceAll('-', '')
      for (const typed of [reference, reference.toLowerCase(), compact, compact.toLowerCase(), reference.replaceAll('-', ' ').toLowerCase(), ` ${reference.replaceAll('-', ' – ')} `])
        expect(await found(typed), typed).toEqual([german])
      // Part of a reference, read out in groups, finds it too.
      expect(await found(compact.slice(0, 6).split('').join(' '))).toContain(german)
      expect(await found('wisniewski')).toEqual([polish])
      expect(await found('WISNIEWSKI')).toEqual([polish])
      expect(await found('muller')).toEqual([german])
      expect(await found('Müller')).toEqual([german])
      expect(await found('zoe quill')).toEqual([french])
      // The same search inside one form keeps to that form.
      expect(listedIds((await request(started.site, `/staff/forms/contact?q=${compact}`, { cookie: ada.cookie })).body)).toEqual([])
      expect(listedIds((await request(started.site, `/staff/forms/volunteer-signup?q=${compact}`, { cookie: ada.cookie })).body)).toEqual([german])
    })

    test('a form lists what was sent, newest first, found by name or email, and filtered by status and date', async () => {
      const first = await send('community-signup', { name: 'Order First', email: 'order-first@example.org' })
      const second = await send('community-signup', { name: 'Order Second', email: 'order-second@example.org' })
      const list = await request(started.site, '/staff/forms/community-signup?q=order', { cookie: ada.cookie })
      expect(list.status).toBe(200)
      expect(listedIds(list.body)).toEqual([second, first])
      expect(listedNames(list.body)).toEqual(['Order Second', 'Order First'])
      expect(list.body).toContain('order-second@example.org')
      expect(listedIds((await request(started.site, '/staff/forms/community-signup?q=ORDER-FIRST%40example', { cookie: ada.cookie })).body)).toEqual([first])

      expect(
        (await request(started.site, `/staff/submissions/${first}/handling`, { method: 'POST', cookie: ada.cookie, form: { status: 'done', note: '', csrf: ada.csrf } })).status,
      ).toBe(303)
      expect(listedIds((await request(started.site, '/staff/forms/community-signup?q=order&status=done', { cookie: ada.cookie })).body)).toEqual([first])
      expect(listedIds((await request(started.site, '/staff/forms/community-signup?q=order&status=new', { cookie: ada.cookie })).body)).toEqual([second])

      // Days of the organisation's time zone, as the date fields are read.
      const today = clockDay(new Date(), TIME_ZONE)
      const tomorrow = clockDay(new Date(Date.now() + DAY_MS), TIME_ZONE)
      const yesterday = clockDay(new Date(Date.now() - DAY_MS), TIME_ZONE)
      expect(listedIds((await request(started.site, `/staff/forms/community-signup?q=order&from=${yesterday}&to=${today}`, { cookie: ada.cookie })).body).length).toBe(2)
      expect(listedIds((await request(started.site, `/staff/forms/community-signup?q=order&from=${tomorrow}`, { cookie: ada.cookie })).body)).toEqual([])
      expect(listedIds((await request(started.site, `/staff/forms/community-signup?q=order&to=${yesterday}`, { cookie: ada.cookie })).body)).toEqual([])
    })

    test('a long list pages by "Older" and back by "Newer", each row once', async () => {
      // Stored straight into the store: 60 sign-ups through the API would take the rate limit's time, not the list's.
      const ids: string[] = []
      for (let index = 0; index < 60; index++) {
        ids.push(
          await insertSubmission(
            started.store,
            {
              form: 'advisor-signup',
              email: `pager-${index}@example.org`,
              spam: false,
              notify: false,
              data: { ...SAMPLE_SUBMISSIONS['advisor-signup'], name: `Pager ${index}`, email: `pager-${index}@example.org` },
            },
            new Date(Date.UTC(2026, 0, 1, 0, index)),
          ),
        )
      }
      const newestFirst = [...ids].reverse()
      const first = await request(started.site, '/staff/forms/advisor-signup?q=pager', { cookie: ada.cookie })
      expect(first.body).not.toContain('>Newer<')
      const older = /href="([^"]+)" rel="next">Older</.exec(first.body)?.[1]?.replaceAll('&amp;', '&')
      expect(older).toBeDefined()
      expect(older).not.toMatch(/offset|page=/i)
      const second = await request(started.site, older!, { cookie: ada.cookie })
      expect([...listedIds(first.body), ...listedIds(second.body)]).toEqual(newestFirst)
      expect(second.body).not.toContain('>Older<')
      const newer = /href="([^"]+)" rel="prev">Newer</.exec(second.body)?.[1]?.replaceAll('&amp;', '&')
      expect(listedIds((await request(started.site, newer!, { cookie: ada.cookie })).body)).toEqual(listedIds(first.body))
    })

    test('one sign-up shows every field under its label; its status and note change, and the audit log has both', async () => {
      const id = await send('contact', { name: 'Label Reader', email: 'label-reader@example.org', message: 'Hello <b>there</b>' })
      const page = await request(started.site, `/staff/submissions/${id}`, { cookie: ada.cookie })
      expect(page.status).toBe(200)
      for (const label of Object.values(FORMS.contact.labels)) expect(page.body).toContain(`<dt>${label}</dt>`)
      expect(page.body).toContain('Hello &lt;b&gt;there&lt;/b&gt;')
      expect(page.body).toContain('label-reader@example.org')
      // On the organisation's clocks, the zone named, not in UTC.
      const received = /<dt>Received<\/dt>\s*<dd><time datetime="([^"]+)">([^<]+)<\/time>/i.exec(page.body)
      expect(received?.[2]).toBe(clockTime(new Date(received![1]!), TIME_ZONE))
      expect(received?.[2]).not.toMatch(/UTC|GMT$/)
      // A choice by the words the visitor chose, and the tick box's wording they agreed to, not the store's codes.
      expect(page.body).toContain(`<dd>${CONTACT_SUBJECT_LABELS[SAMPLE_SUBMISSIONS.contact.subject as string]}</dd>`)
      expect(page.body).not.toContain(`>${SAMPLE_SUBMISSIONS.contact.subject as string}<`)
      expect(page.body).toContain(`they agreed to: “${FORMS.contact.labels.newsletter}”`)
      expect(page.body).not.toContain('label-sha256')

      // One form holds both: a note typed and a status chosen are saved by the one button, and what is unchanged is not written again.
      const save = (form: Record<string, string>) =>
        request(started.site, `/staff/submissions/${id}/handling`, { method: 'POST', cookie: ada.cookie, form: { ...form, csrf: ada.csrf } })
      const both = await save({ status: 'in-progress', note: 'Called back <Tuesday>' })
      expect(both.status).toBe(303)
      expect(both.headers.get('location')).toBe(`/staff/submissions/${id}?done=handling`)
      const afterBoth = await request(started.site, both.headers.get('location')!, { cookie: ada.cookie })
      expect(afterBoth.body).toContain('The status and the note are saved.')
      expect(afterBoth.body).toMatch(/<input [^>]*\bchecked=""[^>]* value="in-progress"/)
      expect(afterBoth.body).toContain('>Called back &lt;Tuesday&gt;</textarea>')
      expect(await statusOf(id)).toEqual({ status: 'in-progress', note: 'Called back <Tuesday>', spam: 0 })

      expect((await save({ status: 'done', note: 'Called back <Tuesday>' })).headers.get('location')).toBe(`/staff/submissions/${id}?done=status`)
      expect((await save({ status: 'done', note: '  Called back <Tuesday>, again ' })).headers.get('location')).toBe(`/staff/submissions/${id}?done=note`)
      expect((await save({ status: 'done', note: 'Called back <Tuesday>, again' })).headers.get('location')).toBe(`/staff/submissions/${id}?done=unchanged`)
      expect(await statusOf(id)).toEqual({ status: 'done', note: 'Called back <Tuesday>, again', spam: 0 })
      const notes = (await auditOf(id)).filter((entry) => entry.action === 'noted' || entry.action === 'changed-status')
      expect(notes).toHaveLength(4)

      // A note too long keeps nothing of the form, the status neither, and says so.
      const tooLong = await save({ status: 'new', note: 'x'.repeat(501) })
      expect(tooLong.status).toBe(400)
      expect(tooLong.body).toContain('at most 500 characters')
      expect(tooLong.body).toContain('the status neither')
      expect(await statusOf(id)).toEqual({ status: 'done', note: 'Called back <Tuesday>, again', spam: 0 })

      const audit = await auditOf(id)
      expect(audit).toContainEqual({ actor: ADA, action: 'viewed', status: null })
      expect(audit).toContainEqual({ actor: ADA, action: 'changed-status', status: 'in-progress' })
      expect(audit).toContainEqual({ actor: ADA, action: 'noted', status: null })
      const log = await request(started.site, '/staff/audit', { cookie: ada.cookie })
      expect(log.status).toBe(200)
      expect(log.body).toContain('Changed a status')
      expect(log.body).toContain('Wrote a note')
      expect(log.body).toContain(`href="/staff/submissions/${id}">${submissionReference(id)}</a>`)
      expect(log.body).not.toContain('Called back')
    })

    test('a Play With Me registration shows when it will be deleted', async () => {
      const id = await send('play-signup', { childName: 'Retained Child', parentEmail: 'retained-parent@example.org' })
      const page = await request(started.site, `/staff/submissions/${id}`, { cookie: ada.cookie })
      expect(page.body).toMatch(/<dt>Deleted after<\/dt>\s*<dd><time/)
      expect(page.body).toContain(`<dt>${FORMS['play-signup'].labels.childName.replace("'", '&#x27;')}</dt>`)
    })

    test('a sign-up shows the reference its sender was given, is found by it, and whether they confirmed updates, and only confirmed ones download for a mailing', async () => {
      const waiting = await send('advisor-signup', { name: 'Waiting Wren', email: 'waiting-wren@example.org', signUpForUpdates: true })
      const confirmed = await send('advisor-signup', { name: 'Sure Sol', email: 'sure-sol@example.org', signUpForUpdates: true })
      expect(await changeUpdates(started.store, { id: confirmed, change: 'confirm', actor: 'the person, by their link' })).toBe(true)
      const waitingPage = (await request(started.site, `/staff/submissions/${waiting}`, { cookie: ada.cookie })).body
      expect(waitingPage).toContain(submissionReference(waiting))
      // A caller who reads out their reference is found by it, written in any case.
      const byReference = await request(started.site, `/staff/forms/advisor-signup?q=${encodeURIComponent(submissionReference(waiting).toLowerCase())}`, { cookie: ada.cookie })
      expect(listedIds(byReference.body)).toEqual([waiting])
      expect(waitingPage).toMatch(/<dt>Updates by email<\/dt>\s*<dd>Asked for, not confirmed yet/)
      expect((await request(started.site, `/staff/submissions/${confirmed}`, { cookie: ada.cookie })).body).toMatch(/<dt>Updates by email<\/dt>\s*<dd>Confirmed on <time/)
      const path = '/staff/forms/advisor-signup/export'
      const mailing = await request(started.site, path, { method: 'POST', cookie: ada.cookie, form: { csrf: ada.csrf, format: 'json', updates: 'confirmed' } })
      expect(mailing.headers.get('content-disposition')).toBe('attachment; filename="advisor-signup-confirmed-updates.json"')
      expect((JSON.parse(mailing.body) as { id: string }[]).map((row) => row.id)).toEqual([confirmed])
    })

    test('a flagged sign-up says why; "Not spam" moves it to the inbox and the staff notice is sent', async () => {
      const id = await send('contact', { name: 'Wrongly Flagged', email: 'wrongly-flagged@example.org' }, { token: false })
      expect(await statusOf(id)).toMatchObject({ spam: 1 })
      expect(listedIds((await request(started.site, '/staff/forms/contact?status=spam&q=wrongly', { cookie: ada.cookie })).body)).toEqual([id])
      expect(listedIds((await request(started.site, '/staff/forms/contact?q=wrongly', { cookie: ada.cookie })).body)).toEqual([])
      const page = await request(started.site, `/staff/submissions/${id}`, { cookie: ada.cookie })
      expect(page.body).toContain(SPAM_REASON_WORDS['token-missing'])
      expect(started.mail.received.some((message) => decodedMail(message.raw).includes(id))).toBe(false)

      const moved = await request(started.site, `/staff/submissions/${id}/not-spam`, { method: 'POST', cookie: ada.cookie, form: { csrf: ada.csrf } })
      expect(moved.status).toBe(303)
      expect((await request(started.site, moved.headers.get('location')!, { cookie: ada.cookie })).body).toContain('Moved to the inbox.')
      expect(await statusOf(id)).toMatchObject({ spam: 0 })
      expect(listedIds((await request(started.site, '/staff/forms/contact?q=wrongly', { cookie: ada.cookie })).body)).toEqual([id])
      expect(await waitUntil(() => started.mail.received.some((message) => message.to.includes(OFFICE) && decodedMail(message.raw).includes(id)), 10_000), 'the notice').toBe(true)
      expect(await auditOf(id)).toContainEqual({ actor: ADA, action: 'marked-not-spam', status: null })
    })

    test('spam older than the days chosen is deleted from every form; newer spam and real sign-ups stay', async () => {
      const oldSpam = await send('volunteer-signup', { name: 'Old Spam', email: 'old-spam@example.org' }, { token: false })
      const newSpam = await send('contact', { name: 'New Spam', email: 'new-spam@example.org' }, { token: false })
      const oldReal = await send('contact', { name: 'Old Real', email: 'old-real@example.org' })
      const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString()
      await started.store.db.updateTable('submissions').set({ created_at: longAgo }).where('id', 'in', [oldSpam, oldReal]).execute()
      const landing = await request(started.site, '/staff/', { cookie: ada.cookie })
      expect(landing.body).toContain('action="/staff/spam/delete"')
      for (const days of ['', 'thirty', '-1', '0', '1.5', '100000']) {
        const refused = await request(started.site, '/staff/spam/delete', { method: 'POST', cookie: ada.cookie, form: { days, csrf: ada.csrf } })
        expect(refused.status, days).toBe(400)
        expect(refused.body).toContain('number of days')
      }
      // The first press only asks, saying what goes; without the confirming field nothing is deleted.
      const spamCount = async () => (await started.store.db.selectFrom('submissions').select('id').where('spam', '=', 1).execute()).length
      const before = await spamCount()
      const asked = await request(started.site, '/staff/spam/delete', { method: 'POST', cookie: ada.cookie, form: { days: '30', csrf: ada.csrf } })
      expect(asked.status).toBe(200)
      expect(asked.body).toContain('Delete old spam?')
      expect(asked.body).toMatch(/received more than <strong>30 days<\/strong> ago/)
      expect(asked.body).toMatch(/<button class="button button--danger" type="submit">Yes, delete \d+ likely spam sign-ups?<\/button>/)
      expect(asked.body).toContain('name="confirm" value="yes"')
      expect(asked.body).toContain('href="/staff/"')
      for (const confirm of [undefined, 'no', '']) {
        const form: Record<string, string> = { days: '30', csrf: ada.csrf, ...(confirm === undefined ? {} : { confirm }) }
        expect((await request(started.site, '/staff/spam/delete', { method: 'POST', cookie: ada.cookie, form })).status).toBe(200)
      }
      // The confirming step keeps the console's checks: its token, and the console's own origin.
      expect((await request(started.site, '/staff/spam/delete', { method: 'POST', cookie: ada.cookie, form: { days: '30', confirm: 'yes' } })).status).toBe(403)
      const elsewhere = { method: 'POST', cookie: ada.cookie, form: { days: '30', csrf: ada.csrf, confirm: 'yes' }, origin: 'https://attacker.example' }
      expect((await request(started.site, '/staff/spam/delete', elsewhere)).status).toBe(403)
      expect(await spamCount()).toBe(before)

      const deleted = await request(started.site, '/staff/spam/delete', { method: 'POST', cookie: ada.cookie, form: { days: '30', csrf: ada.csrf, confirm: 'yes' } })
      expect(deleted.status).toBe(303)
      const after = await request(started.site, deleted.headers.get('location')!, { cookie: ada.cookie })
      expect(after.body).toMatch(/Deleted \d+ sign-ups? marked as likely spam/)
      const left = await started.store.db.selectFrom('submissions').select('id').where('id', 'in', [oldSpam, newSpam, oldReal]).execute()
      expect(left.map((row) => row.id).sort()).toEqual([newSpam, oldReal].sort())
      const logged = await started.store.db.selectFrom('audit_log').select(['actor', 'count']).where('action', '=', 'deleted-spam').execute()
      expect(logged.map((entry) => entry.actor)).toContain(ADA)
    })

    test('a form downloads as CSV (with the byte order mark, formulas defused) and as JSON, for the days asked', async () => {
      const id = await send('student-ambassador-signup', { name: '=HYPERLINK("x") Zoë', email: 'export-person@example.org' })
      const path = '/staff/forms/student-ambassador-signup/export'
      const today = clockDay(new Date(), TIME_ZONE)
      // Read as bytes: decoding as text would drop the byte order mark.
      const csv = await fetch(`${started.site.baseUrl}${path}`, {
        method: 'POST',
        headers: { cookie: ada.cookie, origin: started.site.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf: ada.csrf, format: 'csv', from: today, to: today }).toString(),
      })
      expect(csv.status).toBe(200)
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="student-ambassador-signup-from-${today}-to-${today}.csv"`)
      const bytes = Buffer.from(await csv.arrayBuffer())
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = bytes.subarray(3).toString('utf8')
      const [header, ...lines] = text.trim().split(/\r?\n/)
      // A column for each field the registry labels, after the stored ones.
      expect(header!.split(',').slice(0, 4)).toEqual(['Reference', 'Form', `Received (${TIME_ZONE})`, 'Likely spam'])
      expect(header!.split(',').slice(4).sort()).toEqual(Object.values(FORMS['student-ambassador-signup'].labels).sort())
      const line = lines.find((row) => row.includes('export-person@example.org'))
      expect(line).toContain(`'=HYPERLINK(""x"") Zoë`)
      // The reference column holds the reference the person was given, which the search finds.
      expect(line!.split(',')[0]).toBe(submissionReference(id))
      // When it came, on the organisation's clocks, as the console shows it.
      const shown = /<dt>Received<\/dt>\s*<dd><time datetime="[^"]+">([^<]+)<\/time>/i.exec(
        (await request(started.site, `/staff/submissions/${id}`, { cookie: ada.cookie })).body,
      )?.[1]
      expect(line!.split(',')[2]).toBe(shown)

      const json = await request(started.site, path, { method: 'POST', cookie: ada.cookie, form: { csrf: ada.csrf, format: 'json' } })
      const rows = JSON.parse(json.body) as { id: string }[]
      expect(rows.map((row) => row.id)).toContain(id)
      const yesterday = clockDay(new Date(Date.now() - DAY_MS), TIME_ZONE)
      const none = await request(started.site, path, { method: 'POST', cookie: ada.cookie, form: { csrf: ada.csrf, format: 'json', to: yesterday } })
      expect(JSON.parse(none.body)).toEqual([])
      const exported = await started.store.db
        .selectFrom('audit_log')
        .select(['actor', 'form'])
        .where('action', '=', 'exported')
        .where('form', '=', 'student-ambassador-signup')
        .execute()
      expect(exported.length).toBeGreaterThanOrEqual(3)

      // Without the session's token, or from another site, nothing is downloaded.
      expect((await request(started.site, path, { method: 'POST', cookie: ada.cookie, form: { format: 'csv' } })).status).toBe(403)
      expect((await request(started.site, path, { method: 'POST', form: { csrf: ada.csrf, format: 'csv' } })).status).toBe(403)
      expect((await request(started.site, path, { method: 'POST', cookie: ada.cookie, form: { csrf: ada.csrf }, origin: 'https://attacker.example' })).body).not.toContain(
        'export-person',
      )
    })

    test('erasing an address shows what will go from every form, then erases exactly that after the confirmation', async () => {
      const family = 'erase-family@example.org'
      const contact = await send('contact', { name: 'Erase Me', email: family })
      const play = await send('play-signup', { childName: 'Erase Child', parentEmail: family })
      const other = await send('contact', { name: 'Keep Me', email: 'keep-me@example.org' })
      expect((await request(started.site, '/staff/erase/preview', { method: 'POST', form: { email: family, csrf: ada.csrf } })).status).toBe(403)
      const preview = await request(started.site, '/staff/erase/preview', { method: 'POST', cookie: ada.cookie, form: { email: ` ${family.toUpperCase()} `, csrf: ada.csrf } })
      expect(preview.status).toBe(200)
      expect(preview.body).toContain(FORMS.contact.title)
      expect(preview.body).toContain(FORMS['play-signup'].title)
      expect(preview.body).toContain('2 sign-ups will be erased')
      // Nothing has gone yet.
      expect(await statusOf(contact)).toMatchObject({ spam: 0 })
      const seen = /name="seen" value="([^"]+)"/.exec(preview.body)![1]!
      const confirming = (fields: Record<string, string>) => request(started.site, '/staff/erase', { method: 'POST', cookie: ada.cookie, form: { email: family, ...fields } })
      expect((await confirming({ seen, csrf: `${ada.csrf}x` })).status).toBe(403)

      // A sign-up from the address that came in after the list was shown: nothing goes, and the new list is shown.
      const late = await send('volunteer-signup', { name: 'Late Sign-up', email: family })
      const changed = await confirming({ seen, csrf: ada.csrf })
      expect(changed.status).toBe(200)
      expect(changed.body).toContain('Nothing was erased')
      expect(changed.body).toContain('3 sign-ups will be erased')
      expect(await started.store.db.selectFrom('submissions').select('id').where('id', 'in', [contact, play, late]).execute()).toHaveLength(3)

      const confirm = await confirming({ seen: /name="seen" value="([^"]+)"/.exec(changed.body)![1]!, csrf: ada.csrf })
      expect(confirm.status).toBe(303)
      expect(confirm.headers.get('location')).toBe('/staff/erase?erased=3')
      expect((await request(started.site, '/staff/erase?erased=3', { cookie: ada.cookie })).body).toContain('Erased: 3 sign-ups.')
      const left = await started.store.db.selectFrom('submissions').select('id').where('id', 'in', [contact, play, late, other]).execute()
      expect(left.map((row) => row.id)).toEqual([other])
      expect((await request(started.site, `/staff/submissions/${contact}`, { cookie: ada.cookie })).status).toBe(404)
      const erased = await started.store.db.selectFrom('audit_log').select(['actor', 'form', 'count']).where('action', '=', 'erased').execute()
      expect(erased.map((entry) => ({ ...entry, count: Number(entry.count) }))).toEqual(
        expect.arrayContaining([
          { actor: ADA, form: 'contact', count: 1 },
          { actor: ADA, form: 'play-signup', count: 1 },
          { actor: ADA, form: 'volunteer-signup', count: 1 },
        ]),
      )
    })
  })
})
