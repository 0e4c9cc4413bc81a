import type { Kysely } from 'kysely'
import type { EmailFileName } from '#lib/emails/email-files.ts'
import { writeEmail, type EmailWords } from '#lib/emails/write-email.ts'
import type { Tables } from '../database/tables.server.ts'
import { aboutSubmissionValues, type SiteContact, firstName } from '../email/about-submission-values.server.ts'
import type { ComposeEmail } from '../outbox/compose-email.server.ts'
import type { PersonLinks } from '../secrets/signed-links.server.ts'

export interface MatchEmailOptions {
  db: Kysely<Tables>
  /** The two emails of a match, from content/emails. */
  words: Pick<Record<EmailFileName, EmailWords>, 'match-parent' | 'match-volunteer'>
  contact: SiteContact
  /** The site's public origin (SITE_URL), which the links start with. */
  siteUrl: string
  links: PersonLinks
  /** How soon we write to arrange the first game: the reply time Play With Me promises (content settings). */
  replyTime: string
}

/**
 * The news of a Play With Me match, to the parent (`match-parent`) or to the volunteer
 * (`match-volunteer`), in the words of content/emails: the reference and data link of their own
 * sign-up, the other side's first name only, how to reach a person, and the reply time Play With Me
 * promises. Not sent when the match
 * was undone or either sign-up erased before it was due.
 */
export function matchEmail({ db, words, contact, siteUrl, links, replyTime }: MatchEmailOptions, to: 'parent' | 'volunteer'): ComposeEmail {
  return async ({ match_id, recipient }) => {
    if (match_id === null || recipient === null) return undefined
    const match = await db.selectFrom('play_matches').select(['child_id', 'volunteer_id']).where('id', '=', match_id).executeTakeFirst()
    if (!match) return undefined
    const signUps = await db.selectFrom('submissions').select(['id', 'created_at', 'data']).where('id', 'in', [match.child_id, match.volunteer_id]).execute()
    const child = signUps.find((row) => row.id === match.child_id)
    const volunteer = signUps.find((row) => row.id === match.volunteer_id)
    if (!child || !volunteer) return undefined
    const childFirstName = firstName((JSON.parse(child.data) as Record<string, unknown>).childName) || 'your child'
    const volunteerFirstName = firstName((JSON.parse(volunteer.data) as Record<string, unknown>).name)
    const own = to === 'parent' ? child : volunteer
    const values = {
      ...aboutSubmissionValues(own, { contact, siteUrl, links }),
      childFirstName,
      replyTime,
      ...(to === 'parent' ? { volunteerFirstName: volunteerFirstName || 'a volunteer' } : { firstName: volunteerFirstName || 'there' }),
    }
    return { to: recipient, ...writeEmail(words[to === 'parent' ? 'match-parent' : 'match-volunteer'], values) }
  }
}
