import { z } from 'zod'
import type { CollectionDefinition } from '../collection-definition.ts'
import { EMAIL_FILES, placeholdersOf, requiredPlaceholdersOf } from '#lib/emails/email-files.ts'
import { emailTimeProblems } from '#lib/emails/email-time-problems.ts'
import { text } from '../fields/text.ts'
import { textLength } from '../fields/text-length.ts'

const emailSchema = z.strictObject({
  subject: text({ max: 120 }).meta({
    description: 'The subject line, short and plain; it may hold the placeholders the text may. Example: We got your message',
  }),
  updates: z.optional(
    text({ max: textLength.paragraph, markdown: true }).meta({
      description:
        'Only for a form with an "updates" tick box: a paragraph for a person who ticked it, asking them to confirm with {confirmLink}; it goes where the text has {updates}. Example: We only send news if you say yes: [Yes, send me news]({confirmLink})',
    }),
  ),
})

/**
 * content/emails: the words of the emails the site sends, one file each, named after what it is
 * (lib/emails/email-files.ts), with the placeholders each may use, and what it says about when we
 * write held to its form's promise (email-time-problems.ts). The text below the frontmatter is the
 * email's Markdown.
 */
export const emailsCollection = {
  schema: emailSchema,
  body: { kind: 'markdown', required: true, keepSource: true },
  fixedFiles: EMAIL_FILES,
  placeholders: placeholdersOf,
  requiredPlaceholders: requiredPlaceholdersOf,
  textProblems: emailTimeProblems,
} as const satisfies CollectionDefinition
