import { remark } from 'remark'
import remarkHtml from 'remark-html'

const processor = remark().use(remarkHtml)

/** Markdown to HTML; remark-html sanitizes by default, so content cannot inject scripts. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown)).trim()
}
