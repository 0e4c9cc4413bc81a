import { beforeAll, describe, expect, test } from 'vitest'
import { TEST_STORE_KINDS, type TestStoreKind } from '#api/testing/test-stores.ts'
import { submissionReference } from '#api/forms/submission-reference.server.ts'
import { waitUntil } from '#tools/wait-until/wait-until.ts'
import type { StaffSession } from './support/console-test-client.ts'
import { decodedMail, request } from './support/staff-client.ts'
import { useConsoleSite } from './support/use-console-site.ts'

/**
 * Play With Me matching in the staff console, against the real server on both stores: nobody
 * without a live session from the console's own pages sees who is waiting or makes or undoes a
 * match; then the board, a child's page with the volunteers and what they share, a match shown on
 * both records, a second match for the same child refused, and an undo before the emails go.
 */

const ADA = 'ada@example.org'

/** The children a page offers to match, as the links to their matching pages. */
const childLinks = (page: string) => [...page.matchAll(/href="\/staff\/matching\/children\/([^"]+)"/g)].map((match) => decodeURIComponent(match[1]!))

/** The volunteers a child's page offers, as the ids its Match buttons send. */
const volunteerChoices = (page: string) => [...page.matchAll(/name="volunteer" value="([^"]+)"/g)].map((match) => match[1]!)

describe.each(TEST_STORE_KINDS)('Play With Me matching on $name', (kind: TestStoreKind) => {
  const started = useConsoleSite(kind, ADA)
  const { send, signIn } = started
  let ada: StaffSession
  const matches = () => started.store.db.selectFrom('play_matches').select(['child_id', 'volunteer_id']).execute()
  const matchOf = async (child: string) => (await started.store.db.selectFrom('play_matches').select('id').where('child_id', '=', child).executeTakeFirst())?.id
  const match = (child: string, volunteer: string, session: Partial<StaffSession> = ada, origin?: string) =>
    request(started.site, '/staff/matching/match', {
      method: 'POST',
      cookie: session.cookie,
      form: { child, volunteer, ...(session.csrf ? { csrf: session.csrf } : {}) },
      ...(origin ? { origin } : {}),
    })

  beforeAll(async () => {
    ada = await signIn(ADA)
  })

  describe('security', () => {
    test('without a session, the matching pages send to the sign-in page and nothing is matched or undone', async () => {
      const child = await send('play-signup', { childName: 'Unseen Child', parentEmail: 'unseen-parent@example.org' })
      const volunteer = await send('volunteer-signup', { name: 'Unseen Volunteer', email: 'unseen-volunteer@example.org' })
      for (const path of ['/staff/matching', `/staff/matching/children/${child}`, '/staff/matching?age=8-10&game=chess']) {
        const page = await request(started.site, path)
        expect(page.status, path).toBe(303)
        expect(page.headers.get('location')).toBe('/staff/sign-in')
        expect(page.body).not.toContain('Unseen')
      }
      expect((await match(child, volunteer, { csrf: ada.csrf })).status).toBe(403)
      for (const cookie of ['staff_session=forged', `staff_session=${'A'.repeat(43)}`]) {
        expect((await request(started.site, `/staff/matching/children/${child}`, { cookie })).status).toBe(303)
        expect((await match(child, volunteer, { cookie, csrf: ada.csrf })).status).toBe(403)
      }
      expect(await matches()).toEqual([])

      expect((await match(child, volunteer)).status).toBe(303)
      const made = (await matchOf(child))!
      const undo = (session: Partial<StaffSession>, origin?: string) =>
        request(started.site, `/staff/matching/${made}/undo`, {
          method: 'POST',
          cookie: session.cookie,
          form: session.csrf ? { csrf: session.csrf } : {},
          ...(origin ? { origin } : {}),
        })
      expect((await undo({ csrf: ada.csrf })).status).toBe(403)
      expect((await undo({ cookie: 'staff_session=forged', csrf: ada.csrf })).status).toBe(403)
      expect(await matchOf(child)).toBe(made)
    })

    test('a match or an undo from another origin or without the session token is refused', async () => {
      const child = await send('play-signup', { childName: 'Origin Child', parentEmail: 'origin-parent@example.org' })
      const volunteer = await send('volunteer-signup', { name: 'Origin Volunteer', email: 'origin-volunteer@example.org' })
      expect((await match(child, volunteer, ada, 'https://attacker.example')).status).toBe(403)
      expect((await match(child, volunteer, { cookie: ada.cookie })).status).toBe(403)
      expect((await match(child, volunteer, { cookie: ada.cookie, csrf: `${ada.csrf}x` })).status).toBe(403)
      expect(await matchOf(child)).toBeUndefined()
      expect((await match(child, volunteer)).status).toBe(303)
      const made = (await matchOf(child))!
      const path = `/staff/matching/${made}/undo`
      expect((await request(started.site, path, { method: 'POST', cookie: ada.cookie, form: { csrf: ada.csrf }, origin: 'https://attacker.example' })).status).toBe(403)
      expect((await request(started.site, path, { method: 'POST', cookie: ada.cookie, form: {} })).status).toBe(403)
      expect(await matchOf(child)).toBe(made)
    })

    test('only a real child and a real volunteer can be matched: other records, spam and guessed ids are refused', async () => {
      const child = await send('play-signup', { childName: 'Real Child', parentEmail: 'real-parent@example.org' })
      const volunteer = await send('volunteer-signup', { name: 'Real Volunteer', email: 'real-volunteer@example.org' })
      const contact = await send('contact', { name: 'Not A Volunteer', email: 'not-a-volunteer@example.org' })
      const spamChild = await send('play-signup', { childName: 'Spam Child', parentEmail: 'spam-parent@example.org' }, { token: false })
      for (const [childId, volunteerId] of [
        [volunteer, child],
        [contact, volunteer],
        [child, contact],
        [spamChild, volunteer],
        [`${child.slice(0, -1)}x`, volunteer],
        ["' OR 1=1 --", volunteer],
        [child, ''],
      ] as const) {
        const refused = await match(childId, volunteerId)
        expect(refused.status, `${childId} with ${volunteerId}`).toBeGreaterThanOrEqual(400)
        expect(refused.status).toBeLessThan(500)
      }
      expect(await started.store.db.selectFrom('play_matches').select('id').where('child_id', 'in', [child, volunteer, contact, spamChild]).execute()).toEqual([])
      for (const guess of ['no-such-match', "' OR 1=1 --"]) {
        expect((await request(started.site, `/staff/matching/${encodeURIComponent(guess)}/undo`, { method: 'POST', cookie: ada.cookie, form: { csrf: ada.csrf } })).status).toBe(404)
      }
      expect((await request(started.site, `/staff/matching/children/${contact}`, { cookie: ada.cookie })).status).toBe(404)
    })
  })

  describe('features', () => {
    test('the board lists the children and volunteers waiting, filtered by age group and game', async () => {
      const young = await send('play-signup', { childName: 'Board Young', parentEmail: 'board-young@example.org', ageGroup: '5-7', preferredGames: 'Dominoes' })
      const older = await send('play-signup', { childName: 'Board Older', parentEmail: 'board-older@example.org', ageGroup: '11-13', preferredGames: 'Charades' })
      await send('volunteer-signup', { name: 'Board Volunteer', email: 'board-volunteer@example.org', preferredGames: 'Dominoes and cards' })
      const board = await request(started.site, '/staff/matching', { cookie: ada.cookie })
      expect(board.status).toBe(200)
      expect(childLinks(board.body)).toEqual(expect.arrayContaining([young, older]))
      expect(board.body).toContain('Board Volunteer')
      const byAge = await request(started.site, '/staff/matching?age=5-7', { cookie: ada.cookie })
      expect(childLinks(byAge.body)).toContain(young)
      expect(childLinks(byAge.body)).not.toContain(older)
      const byGame = await request(started.site, '/staff/matching?game=charades', { cookie: ada.cookie })
      expect(childLinks(byGame.body)).toEqual([older])
      expect(byGame.body).not.toContain('Board Volunteer')
      const escaped = await request(started.site, `/staff/matching?game=${encodeURIComponent('<b>x</b>')}`, { cookie: ada.cookie })
      expect(escaped.body).toContain('&lt;b&gt;x&lt;/b&gt;')
    })

    test('a status that takes a sign-up off the matching list says so before it is chosen, and its record says so after', async () => {
      const child = await send('play-signup', { childName: 'Done Child', parentEmail: 'done-parent@example.org' })
      const volunteer = await send('volunteer-signup', { name: 'Done Volunteer', email: 'done-volunteer@example.org' })
      const save = (id: string, status: string) =>
        request(started.site, `/staff/submissions/${id}/handling`, { method: 'POST', cookie: ada.cookie, form: { status, note: '', csrf: ada.csrf } })
      for (const [id, who] of [
        [child, 'child'],
        [volunteer, 'volunteer'],
      ] as const) {
        const before = (await request(started.site, `/staff/submissions/${id}`, { cookie: ada.cookie })).body
        expect(before).toContain(`Done takes the ${who} off the Play With Me matching list`)
        expect((await save(id, 'done')).status).toBe(303)
        const after = (await request(started.site, `/staff/submissions/${id}`, { cookie: ada.cookie })).body
        expect(after).not.toMatch(/Not matched with a (volunteer|child) yet/)
        expect(after).toContain('not on the matching list, as it is marked Done')
      }
      const board = (await request(started.site, '/staff/matching', { cookie: ada.cookie })).body
      expect(childLinks(board)).not.toContain(child)
      expect(board).not.toContain('Done Volunteer')
      for (const id of [child, volunteer]) expect((await save(id, 'in-progress')).status).toBe(303)
      const back = (await request(started.site, '/staff/matching', { cookie: ada.cookie })).body
      expect(childLinks(back)).toContain(child)
      expect(back).toContain('Done Volunteer')
      expect((await request(started.site, `/staff/submissions/${child}`, { cookie: ada.cookie })).body).toContain('Not matched with a volunteer yet')
    })

    test('a child’s page ranks the volunteers by what they share; a match shows on both records, once per child', async () => {
      const child = await send('play-signup', { childName: 'Match Child', parentEmail: 'match-parent@example.org', availability: 'Weekends', preferredGames: 'Chess' })
      const fits = await send('volunteer-signup', { name: 'Fitting Volunteer', email: 'fits@example.org', availability: 'Saturday mornings', preferredGames: 'chess and cards' })
      const other = await send('volunteer-signup', { name: 'Other Volunteer', email: 'other@example.org', availability: 'Tuesday', preferredGames: 'Pictionary' })
      const page = await request(started.site, `/staff/matching/children/${child}`, { cookie: ada.cookie })
      expect(page.status).toBe(200)
      const choices = volunteerChoices(page.body)
      expect(choices.indexOf(fits)).toBeLessThan(choices.indexOf(other))
      expect(page.body).toMatch(/Saturday/)
      expect(page.body).toMatch(/chess/)

      const made = await match(child, fits)
      expect(made.status).toBe(303)
      expect(made.headers.get('location')).toBe(`/staff/submissions/${child}?done=matched`)
      const childRecord = await request(started.site, `/staff/submissions/${child}`, { cookie: ada.cookie })
      expect(childRecord.body).toContain('Fitting Volunteer')
      const volunteerRecord = await request(started.site, `/staff/submissions/${fits}`, { cookie: ada.cookie })
      expect(volunteerRecord.body).toContain('Match Child')
      expect(childLinks((await request(started.site, '/staff/matching', { cookie: ada.cookie })).body)).not.toContain(child)

      const again = await match(child, other)
      expect(again.status).toBe(409)
      expect(again.body).toContain('already matched')
      expect(await started.store.db.selectFrom('play_matches').select('volunteer_id').where('child_id', '=', child).execute()).toEqual([{ volunteer_id: fits }])

      // A volunteer may take several children.
      const second = await send('play-signup', { childName: 'Second Child', parentEmail: 'second-parent@example.org' })
      expect((await match(second, fits)).status).toBe(303)
      const logged = await started.store.db.selectFrom('audit_log').select(['actor', 'action', 'submission_id']).where('action', '=', 'matched').execute()
      expect(logged).toEqual(expect.arrayContaining([expect.objectContaining({ actor: ADA, submission_id: child }), expect.objectContaining({ actor: ADA, submission_id: fits })]))
    })

    test('a match is undone before its emails go, logged, and the child waits again; erasing the volunteer ends a match', async () => {
      const child = await send('play-signup', { childName: 'Undo Child', parentEmail: 'undo-parent@example.org' })
      const volunteer = await send('volunteer-signup', { name: 'Undo Volunteer', email: 'undo-volunteer@example.org' })
      expect((await match(child, volunteer)).status).toBe(303)
      const made = (await matchOf(child))!
      const record = await request(started.site, `/staff/submissions/${child}`, { cookie: ada.cookie })
      expect(record.body).toContain(`action="/staff/matching/${made}/undo"`)
      expect(await started.store.db.selectFrom('mail_outbox').select('kind').where('match_id', '=', made).orderBy('kind').execute()).toEqual([
        { kind: 'match-parent' },
        { kind: 'match-volunteer' },
      ])
      const undone = await request(started.site, `/staff/matching/${made}/undo`, { method: 'POST', cookie: ada.cookie, form: { csrf: ada.csrf } })
      expect(undone.status).toBe(303)
      expect(await matchOf(child)).toBeUndefined()
      // Its emails are withdrawn before they went.
      expect(await started.store.db.selectFrom('mail_outbox').select('id').where('match_id', '=', made).execute()).toEqual([])
      expect(childLinks((await request(started.site, '/staff/matching', { cookie: ada.cookie })).body)).toContain(child)
      const logged = await started.store.db.selectFrom('audit_log').select(['action', 'submission_id']).where('action', '=', 'unmatched').execute()
      expect(logged.map((entry) => entry.submission_id)).toEqual(expect.arrayContaining([child, volunteer]))

      expect((await match(child, volunteer)).status).toBe(303)
      await started.store.db
        .updateTable('play_matches')
        .set({ emails_at: new Date(Date.now() - 1000).toISOString() })
        .where('child_id', '=', child)
        .execute()
      const late = await request(started.site, `/staff/matching/${(await matchOf(child))!}/undo`, { method: 'POST', cookie: ada.cookie, form: { csrf: ada.csrf } })
      expect(late.status).toBe(409)
      expect(await matchOf(child)).toBeDefined()

      const preview = await request(started.site, '/staff/erase/preview', { method: 'POST', cookie: ada.cookie, form: { email: 'undo-volunteer@example.org', csrf: ada.csrf } })
      const seen = /name="seen" value="([^"]+)"/.exec(preview.body)![1]!
      expect((await request(started.site, '/staff/erase', { method: 'POST', cookie: ada.cookie, form: { email: 'undo-volunteer@example.org', seen, csrf: ada.csrf } })).status).toBe(
        303,
      )
      expect(await matchOf(child)).toBeUndefined()
    })
  })
})

describe.each(TEST_STORE_KINDS)('The emails of a Play With Me match on $name', (kind: TestStoreKind) => {
  const started = useConsoleSite(kind, ADA, { MATCH_HOLD_MINUTES: '0' })
  const { send, signIn } = started

  test('a match emails the parent and the volunteer, each with their own reference', async () => {
    const ada = await signIn(ADA)
    const child = await send('play-signup', { childName: 'Mailed Child', parentEmail: 'mailed-parent@example.org' })
    const volunteer = await send('volunteer-signup', { name: 'Mailed Volunteer', email: 'mailed-volunteer@example.org' })
    const toThem = (address: string) => started.mail.received.filter((message) => message.to.includes(address))
    // Each has had their confirmation; the match's email is the one after it.
    expect(await waitUntil(() => toThem('mailed-parent@example.org').length === 1 && toThem('mailed-volunteer@example.org').length === 1, 15_000), 'the confirmations').toBe(true)
    const made = await request(started.site, '/staff/matching/match', { method: 'POST', cookie: ada.cookie, form: { child, volunteer, csrf: ada.csrf } })
    expect(made.status).toBe(303)
    expect(await waitUntil(() => toThem('mailed-parent@example.org').length === 2 && toThem('mailed-volunteer@example.org').length === 2, 15_000), 'both emails').toBe(true)
    const toParent = decodedMail(toThem('mailed-parent@example.org')[1]!.raw)
    const toVolunteer = decodedMail(toThem('mailed-volunteer@example.org')[1]!.raw)
    expect(toParent).toContain(submissionReference(child))
    expect(toVolunteer).toContain(submissionReference(volunteer))
    expect(toParent).not.toContain('mailed-volunteer@example.org')
    expect(toVolunteer).not.toContain('mailed-parent@example.org')
    const record = await request(started.site, `/staff/submissions/${child}`, { cookie: ada.cookie })
    expect(record.body).toContain('have been emailed')
    expect(record.body).not.toContain('Undo this match')
  })
})
