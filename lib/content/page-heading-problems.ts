import type { MarkdownTree } from './parse-markdown.ts'

/**
 * A "# Heading" in Markdown text: every page already has its one main heading (the post's title,
 * the section's name), and a second would confuse the outline screen readers navigate by.
 */
export function pageHeadingProblems(tree: MarkdownTree, firstLine: number): { line: number; message: string }[] {
  return tree.children.flatMap((node) =>
    node.type === 'heading' && node.depth === 1
      ? [
          {
            line: firstLine + (node.position?.start.line ?? 1) - 1,
            message: 'a heading with one # is the main heading of a page, which the page already has: start the headings of the text with ## (or ### under those)',
          },
        ]
      : [],
  )
}
