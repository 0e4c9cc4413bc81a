import type { Kysely } from 'kysely'
import type { Tables } from './database/tables.server.ts'
import type { PersonLinks } from './signed-links/person-links.server.ts'
import type { ServerContent } from './server-content.server.ts'
import type { ComposeEmail } from './email/compose-email.server.ts'
import { confirmationEmail } from './forms-intake/confirmation-email.server.ts'
import type { EmailKind } from './outbox/email-kind.server.ts'
import { emailWordsFromContent } from './email-words-from-content.server.ts'
import { matchEmail } from './play-with-me/match-email.server.ts'
import { staffNoticeEmail } from './forms-intake/staff-notice-email.server.ts'

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
