import type { Kysely } from 'kysely'
import { EMAIL_FILE_NAMES, type EmailFileName } from '#lib/emails/email-files.ts'
import type { EmailWords } from '#lib/emails/write-email.ts'
import type { Tables } from './database/tables.server.ts'
import { confirmationEmail } from './forms-intake/confirmation-email.server.ts'
import { staffNoticeEmail } from './forms-intake/staff-notice-email.server.ts'
import type { ComposeEmail } from './outbox/compose-email.server.ts'
import type { EmailKind } from './outbox/email-kind.server.ts'
import { matchEmail } from './play-with-me/match-email.server.ts'
import type { PersonLinks } from './secrets/signed-links.server.ts'
import type { ServerContent } from './server-content.server.ts'

/** Each email as content/emails words it; the content check makes sure every one has its file. */
function emailWordsFromContent(content: ServerContent): Record<EmailFileName, EmailWords> {
  return Object.fromEntries(
    EMAIL_FILE_NAMES.map((file) => {
      const entry = content.emails.find((email) => email.slug === file)
      if (!entry) throw new Error(`content/emails/${file}.md is missing`)
      return [file, { subject: entry.subject, markdown: entry.markdown, updates: entry.updates }]
    }),
  ) as Record<EmailFileName, EmailWords>
}

export interface EmailComposerOptions {
  db: Kysely<Tables>
  /** Where staff notices go (NOTIFY_EMAIL). */
  staffAddress: string
  /** The checked content: the emails' words, the site's contact details and the reply time Play With Me promises. */
  content: ServerContent
  /** The site's public origin (SITE_URL), which the links in an email start with. */
  siteUrl: string
  links: PersonLinks
  /** The site's origin when the staff console is on, for the link in a staff notice; undefined when it is off. */
  consoleUrl?: string | undefined
}

/** How the outbox writes each kind of email. */
export function emailComposers({ db, staffAddress, content, siteUrl, links, consoleUrl }: EmailComposerOptions): Record<EmailKind, ComposeEmail> {
  const { name, email, phone } = content.settings
  const toPeople = { db, words: emailWordsFromContent(content), contact: { siteName: name, email, phone }, siteUrl, links, replyTime: content.settings.playWithMe.replyTime }
  return {
    'staff-notice': staffNoticeEmail(db, staffAddress, consoleUrl),
    confirmation: confirmationEmail(toPeople),
    'match-parent': matchEmail(toPeople, 'parent'),
    'match-volunteer': matchEmail(toPeople, 'volunteer'),
  }
}
