import type { MarkdownTree } from './parse-markdown.ts'

interface MarkdownNode {
  type: string
  value?: string
  depth?: number
  children?: MarkdownNode[]
  position?: { start: { line: number } }
}

/** Signs that Markdown read as plain text, each with what went wrong: they reach the page as written. */
const LITERAL: [RegExp, (lineText: string) => string][] = [
  [
    /^#{2,6}(?=[^#\s])/,
    (lineText) => {
      const [, hashes, words] = /^(#+)(.*)$/.exec(lineText)!
      return `"${lineText}" is not read as a heading without a space after ${hashes}: write "${hashes} ${words}"`
    },
  ],
  [/(?:\*\*|__)(?=[^\s*_])|(?<=[^\s*_])(?:\*\*|__)/, () => 'the page would show the ** as written: close the bold text with ** (or __) after its last word, or remove the signs'],
  [/\[[^\]]+\]\([^)]*$/, () => 'the link is not closed: end its address with ), like [the study](https://example.org/study)'],
]

/**
 * Markdown that did not take: a heading without its space (##What), bold text never closed
 * (**bold), a link without its closing bracket, an empty heading. The parser keeps their signs as
 * text, so the page would show them as written. Read from the tree, so what did take (closed bold,
 * "2 ** 3", a #hashtag) is left alone. `firstLine` is the line the text starts on in its file.
 */
export function literalMarkdownProblems(tree: MarkdownTree, firstLine: number): { line: number; message: string }[] {
  const problems: { line: number; message: string }[] = []
  const lineOf = (node: MarkdownNode) => firstLine + (node.position?.start.line ?? 1) - 1
  const visit = (node: MarkdownNode) => {
    if (node.type === 'heading' && (node.children ?? []).length === 0) {
      problems.push({ line: lineOf(node), message: 'this heading has no words: write them after the # signs, or remove the line' })
    }
    if (node.type === 'text' && node.value) {
      for (const lineText of node.value.split('\n')) {
        const message = LITERAL.find(([pattern]) => pattern.test(lineText))?.[1](lineText)
        if (!message) continue
        problems.push({ line: lineOf(node), message })
        break
      }
    }
    for (const child of node.children ?? []) visit(child)
  }
  visit(tree as unknown as MarkdownNode)
  return problems
}
