import { remark } from 'remark'

const parser = remark()

/** Markdown as remark reads it: the syntax tree the checks walk and the renderer turns into HTML. */
export type MarkdownTree = ReturnType<typeof parser.parse>

/** Parses Markdown once, for both the checks and the render of a text. */
export function parseMarkdown(markdown: string): MarkdownTree {
  return parser.parse(markdown)
}
