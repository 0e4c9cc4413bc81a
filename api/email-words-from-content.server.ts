import type { ServerContent } from './server-content.server.ts'
import { EMAIL_FILE_NAMES, type EmailFileName } from '#lib/emails/email-files.ts'
import type { EmailWords } from '#lib/emails/write-email.ts'

/** Each email as content/emails words it; the content check makes sure every one has its file. */
export function emailWordsFromContent(content: ServerContent): Record<EmailFileName, EmailWords> {
  return Object.fromEntries(
    EMAIL_FILE_NAMES.map((file) => {
      const entry = content.emails.find((email) => email.slug === file)
      if (!entry) throw new Error(`content/emails/${file}.md is missing`)
      return [file, { subject: entry.subject, markdown: entry.markdown, updates: entry.updates }]
    }),
  ) as Record<EmailFileName, EmailWords>
}
