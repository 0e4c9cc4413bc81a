import { type PersonLinks, personLinkUrl } from '../signed-links/signed-links.server.ts'
import { submissionReference } from '../forms/submission-reference.server.ts'
import type { EmailPlaceholder } from '#lib/emails/email-placeholders.ts'

/** The site's name and how to reach a person, from the content settings. */
export interface SiteContact {
  siteName: string
  email: string
  phone: string
}

/**
 * What every email to a person about their own submission tells: its reference, the link to see
 * or delete it, and how to reach a person.
 */
export function aboutSubmissionValues(
  submission: { id: string; created_at: string },
  { contact, siteUrl, links }: { contact: SiteContact; siteUrl: string; links: PersonLinks },
): Partial<Record<EmailPlaceholder, string>> {
  return {
    reference: submissionReference(submission.id),
    dataLink: personLinkUrl(siteUrl, 'see-or-delete', links.make('see-or-delete', submission.id, new Date(submission.created_at))),
    contactEmail: contact.email,
    contactPhone: contact.phone,
    siteName: contact.siteName,
  }
}
