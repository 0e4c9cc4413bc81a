import { EMAIL_PLACEHOLDERS, type EmailPlaceholder } from '#lib/emails/email-placeholders.ts'
import { writeEmail } from '#lib/emails/write-email.ts'
import { previewData, text, type PreviewProps } from './preview-props.ts'

const EXAMPLES = Object.fromEntries(Object.entries(EMAIL_PLACEHOLDERS).map(([name, { example }]) => [name, example])) as Record<EmailPlaceholder, string>

/** An email as the person receives it, with example values in its placeholders and the paragraph about updates shown. */
export function EmailPreview(props: PreviewProps) {
  const words = previewData(props)
  const email = writeEmail({ subject: text(words.subject), markdown: text(words.body), updates: text(words.updates) || undefined }, EXAMPLES, { withUpdates: true })
  return (
    <article className="container">
      <p>
        <strong>Subject:</strong> {email.subject}
      </p>
      <hr />
      <div dangerouslySetInnerHTML={{ __html: email.html.replace(/^[\s\S]*<body[^>]*>|<\/body>[\s\S]*$/g, '') }} />
    </article>
  )
}
