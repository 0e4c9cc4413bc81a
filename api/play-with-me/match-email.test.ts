import { describe, expect, test } from 'vitest'
import type { SiteContent } from '#lib/content/collections.ts'
import { emailComposers } from '../email-composers.server.ts'
import { firstName } from '../email/about-submission-values.server.ts'
import { FORM_DEFINITIONS } from '../forms/form-definitions.server.ts'
import { submissionReference } from '../forms/submission-reference.server.ts'
import { personLinks } from '../secrets/signed-links.server.ts'
import { emailContentWith } from '../testing/email-content.ts'
import { insertSubmission } from '../testing/insert-submission.ts'
import { SAMPLE_SUBMISSIONS } from '../testing/sample-submissions.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import { makeMatch } from './make-match.server.ts'

const links = personLinks('a-secret-for-the-tests')

/** A form's sample answers without the spam signals, as they are stored. */
const answers = (form: 'play-signup' | 'volunteer-signup') =>
  Object.fromEntries(Object.entries(SAMPLE_SUBMISSIONS[form]).filter(([field]) => field in FORM_DEFINITIONS[form].schema.def.shape))
const SITE = 'https://senseahead.example'

describe.each(TEST_STORE_KINDS)('The emails of a Play With Me match on $name', (kind) => {
  const store = useTestStore(kind)
  const content = emailContentWith()

  /** A child and a volunteer stored and matched, and the two emails the outbox would send for the match, in `words`. */
  async function matched(words: SiteContent = content) {
    const child = { childName: 'Robin\u202E Hood', parentEmail: `parent-${Math.random()}@example.org` }
    const volunteer = { name: 'Sam Volunteer', email: `volunteer-${Math.random()}@example.org` }
    const childId = await insertSubmission(store, { form: 'play-signup', email: child.parentEmail, spam: false, data: { ...answers('play-signup'), ...child }, notify: true })
    const volunteerId = await insertSubmission(store, {
      form: 'volunteer-signup',
      email: volunteer.email,
      spam: false,
      data: { ...answers('volunteer-signup'), ...volunteer },
      notify: true,
    })
    const match = await makeMatch(store, { childId, volunteerId, actor: 'ada', holdMs: 0 })
    if (!match.made) throw new Error(match.reason)
    const queued = await store.db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'submission_id', 'match_id', 'recipient'])
      .where('match_id', '=', match.id)
      .orderBy('kind')
      .execute()
    const composers = emailComposers({ db: store.db, staffAddress: 'staff@example.org', content: words, siteUrl: SITE, links })
    const [toParent, toVolunteer] = await Promise.all([
      composers['match-parent'](queued.find((email) => email.kind === 'match-parent')!),
      composers['match-volunteer'](queued.find((email) => email.kind === 'match-volunteer')!),
    ])
    return { childId, volunteerId, child, volunteer, toParent: toParent!, toVolunteer: toVolunteer!, matchId: match.id }
  }

  test('the parent and the volunteer each get their own reference and data link, the other side’s first name, and how to reach a person', async () => {
    const { childId, volunteerId, child, volunteer, toParent, toVolunteer } = await matched()
    expect(toParent.to).toBe(child.parentEmail)
    expect(toVolunteer.to).toBe(volunteer.email)
    expect(toParent.text).toContain(submissionReference(childId))
    expect(toVolunteer.text).toContain(submissionReference(volunteerId))
    expect(toParent.text).toMatch(new RegExp(`${SITE}/my-data/`))
    expect(toParent.subject).toContain(firstName(child.childName))
    expect(toParent.text).toContain('Sam')
    expect(toVolunteer.text).toContain(firstName(child.childName))
    for (const message of [toParent, toVolunteer]) {
      expect(message.text).toContain(content.settings.email)
      // When we write to arrange the first game: the reply time Play With Me promises on its page, its messages and its confirmations.
      expect(message.text).toContain(content.settings.playWithMe.replyTime)
      expect(message.text).not.toContain('Volunteer,')
      expect(message.text).not.toContain('Hood')
      expect(message.text).not.toContain('\u202E')
      // Neither learns the other's address.
      expect(message.text).not.toContain(message === toParent ? volunteer.email : child.parentEmail)
    }
  })

  test('the words come from the content: other words make another email', async () => {
    const other = emailContentWith({
      file: 'match-volunteer.md',
      edit: (source) => source.replace(/^subject: .*$/m, 'subject: "{childFirstName} is waiting, {firstName}!"').concat('\nGame on.\n'),
    })
    const { toVolunteer, child } = await matched(other)
    expect(toVolunteer.subject).toBe(`${firstName(child.childName)} is waiting, Sam!`)
    expect(toVolunteer.text).toContain('Game on.')
  })

  test('an undone or erased match is sent to nobody', async () => {
    const { matchId, childId } = await matched()
    await store.db.deleteFrom('play_matches').where('id', '=', matchId).execute()
    const composers = emailComposers({ db: store.db, staffAddress: 'staff@example.org', content, siteUrl: SITE, links })
    const email = { id: `match-parent:${matchId}`, kind: 'match-parent', submission_id: childId, match_id: matchId, recipient: 'someone@example.org' }
    expect(await composers['match-parent'](email)).toBeUndefined()
  })
})
