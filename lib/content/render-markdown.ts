import { remark } from 'remark'
import remarkHtml from 'remark-html'
import { parseMarkdown, type MarkdownTree } from './parse-markdown.ts'

const processor = remark().use(remarkHtml)

/**
 * Markdown, as text or already parsed, to HTML; remark-html sanitizes by default, so content
 * cannot inject scripts.
 */
export function renderMarkdown(markdown: string | MarkdownTree): string {
  const tree = typeof markdown === 'string' ? parseMarkdown(markdown) : markdown
  // The steps of processSync after the parse: the transforms (remark-html adds none), then the compiler.
  return String(processor.stringify(processor.runSync(tree) as MarkdownTree)).trim()
}
