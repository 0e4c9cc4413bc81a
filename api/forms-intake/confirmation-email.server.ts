import type { Kysely } from 'kysely'
import { EMAIL_FILES } from '#lib/emails/email-files.ts'
import type { EmailPlaceholder } from '#lib/emails/email-placeholders.ts'
import { writeEmail, type EmailWords } from '#lib/emails/write-email.ts'
import { REPLY_PROMISES } from '#lib/forms/reply-promises.ts'
import type { Tables } from '../database/tables.server.ts'
import { aboutSubmissionValues, type SiteContact, firstName } from '../email/about-submission-values.server.ts'
import { isFormName, type FormName } from '../forms/form-definitions.server.ts'
import { NAME_FIELD } from '../forms/searchable-text.server.ts'
import type { ComposeEmail } from '../outbox/compose-email.server.ts'
import { personLinkUrl, type PersonLinks } from '../secrets/signed-links.server.ts'

export interface ConfirmationOptions {
  db: Kysely<Tables>
  /** Each form's confirmation, from content/emails. */
  words: Record<FormName, EmailWords>
  contact: SiteContact
  /** The site's public origin (SITE_URL), which the links start with. */
  siteUrl: string
  links: PersonLinks
  /** How soon we contact a person who signed up for Play With Me (content settings), which their page and message after sending promise too. */
  replyTime: string
}

/**
 * The confirmation to the person who sent a form, in the words of its file in content/emails:
 * its reference, the link to see or delete it, how to reach a person, and when we answer, in the
 * words of the form's message after sending (REPLY_PROMISES); for a request for
 * updates, the link that confirms it. Of what the visitor
 * typed it holds their first name only, where the form asks for their own name.
 */
export function confirmationEmail({ db, words, contact, siteUrl, links, replyTime }: ConfirmationOptions): ComposeEmail {
  return async ({ submission_id, recipient }) => {
    if (submission_id === null || recipient === null) return undefined
    const submission = await db.selectFrom('submissions').select(['id', 'form', 'created_at', 'data', 'updates']).where('id', '=', submission_id).executeTakeFirst()
    if (!submission || !isFormName(submission.form)) return undefined
    const form = submission.form
    // The reply time is filled only where the email may hold it (content/emails): in the Play With Me ones, whose forms promised it.
    const values = { ...aboutSubmissionValues(submission, { contact, siteUrl, links }), promise: REPLY_PROMISES[form](replyTime), replyTime }
    if ((EMAIL_FILES[form].placeholders as readonly EmailPlaceholder[]).includes('firstName')) {
      const data = JSON.parse(submission.data) as Record<string, unknown>
      values.firstName = firstName(data[NAME_FIELD[form]]) || 'there'
    }
    // A request for updates still waiting is asked to be confirmed, and the email carries the
    // standard way to stop them (RFC 2369, one click as RFC 8058 says).
    const withUpdates = submission.updates === 'waiting'
    if (withUpdates) values.confirmLink = personLinkUrl(siteUrl, 'confirm-updates', links.make('confirm-updates', submission.id, new Date(submission.created_at)))
    const stop = personLinkUrl(siteUrl, 'stop-updates', links.make('stop-updates', submission.id, new Date(submission.created_at)))
    const headers = withUpdates ? { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined
    return { to: recipient, ...writeEmail(words[form], values, { withUpdates }), headers }
  }
}
