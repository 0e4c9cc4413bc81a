import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal'
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal'
import { remark } from 'remark'

/**
 * Bare addresses (`https://…`, `www.…`, an email address) become links, as GitHub's preview,
 * which CONTENT.md sends editors to, shows them. Only this part of GitHub's Markdown is read:
 * its tables, strikethrough and task lists would be more syntax for the checks to cover.
 */
const parser = remark()().data('micromarkExtensions', [gfmAutolinkLiteral()]).data('fromMarkdownExtensions', [gfmAutolinkLiteralFromMarkdown()])

/** Markdown as remark reads it: the syntax tree the checks walk and the renderer turns into HTML. */
export type MarkdownTree = ReturnType<typeof parser.parse>

/** Parses Markdown once, for both the checks and the render of a text. */
export function parseMarkdown(markdown: string): MarkdownTree {
  return parser.parse(markdown)
}

interface ParsedNode {
  type: string
  position?: { start: { offset?: number }; end: { offset?: number } }
}

/** The address as written in `markdown`, when `node` is a link made of a bare address rather than of link syntax. */
export function bareAddress(node: ParsedNode, markdown: string): string | undefined {
  if (node.type !== 'link' || node.position?.start.offset === undefined) return undefined
  const written = markdown.slice(node.position.start.offset, node.position.end.offset)
  return /^[[<]/.test(written) ? undefined : written
}
