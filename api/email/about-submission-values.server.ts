import type { EmailPlaceholder } from '#lib/emails/email-placeholders.ts'
import { submissionReference } from '../forms/submission-reference.server.ts'
import { type PersonLinks, personLinkUrl } from '../secrets/signed-links.server.ts'

/** Control and format characters (line breaks, bidirectional overrides, zero-width ones) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu

/**
 * What a name is made of: letters with their marks, joined by hyphens and apostrophes (Anne-Marie,
 * O’Brien). Anything else (a colon, a slash, a dot, a digit) makes a web address, a script or a
 * sales line, which an email from the organisation must never say in its subject or greeting.
 */
// The typographic apostrophe is written as its escape: the compiled server must stay ASCII (tools/build/compile-server.ts).
const LOOKS_LIKE_A_NAME = /^[\p{L}\p{M}]+(?:['\u2019-][\p{L}\p{M}]+)*$/u

/**
 * The first word of a name as a visitor wrote it, cleaned of control characters, when it looks
 * like a name and is at most 40 characters: all of what they typed that an email to them may hold.
 * Empty otherwise, and the email greets them without one.
 */
export function firstName(name: unknown): string {
  if (typeof name !== 'string') return ''
  const [first = ''] = name.replace(CONTROL, ' ').trim().split(/\s+/u)
  return LOOKS_LIKE_A_NAME.test(first) && [...first].length <= 40 ? first : ''
}

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
