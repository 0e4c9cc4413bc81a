import { FORM_NAMES, type FormName } from '../forms/form-definitions.server.ts'
import type { SiteContent } from '../../lib/content/collections.ts'
import type { EmailWords } from '../../lib/emails/write-email.ts'

/** Each form's confirmation as content/emails words it; the content check makes sure every form has its file. */
export function emailWordsFromContent(content: SiteContent): Record<FormName, EmailWords> {
  return Object.fromEntries(
    FORM_NAMES.map((form) => {
      const entry = content.emails.find((email) => email.slug === form)
      if (!entry) throw new Error(`content/emails/${form}.md is missing`)
      return [form, { subject: entry.subject, markdown: entry.markdown, updates: entry.updates }]
    }),
  ) as Record<FormName, EmailWords>
}
