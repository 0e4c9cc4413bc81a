import { parseMarkdown } from '#lib/content/parse-markdown.ts'

// How the docs' checks read a Markdown file: its sections, its lists and the words of its nodes.

/** A node of the syntax tree remark reads Markdown into, as far as the docs' checks look at it. */
export interface MarkdownNode {
  type: string
  value?: string
  url?: string
  depth?: number
  children?: MarkdownNode[]
  position?: { start: { line: number } }
}

/** The words of a node as a reader sees them: its text and code, without the marks around them. */
export function wordsOf(node: MarkdownNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  return (node.children ?? []).map(wordsOf).join('')
}

/** Every node of the tree, depth first, in the order they are written. */
export function allNodes(node: MarkdownNode): MarkdownNode[] {
  return [node, ...(node.children ?? []).flatMap(allNodes)]
}

/** The blocks of `markdown` under its heading titled `title`, up to the next heading of the same level or above. */
export function sectionBlocks(markdown: string, title: string): MarkdownNode[] {
  const blocks: MarkdownNode[] = parseMarkdown(markdown).children
  const start = blocks.findIndex((block) => block.type === 'heading' && wordsOf(block) === title)
  if (start === -1) return []
  const depth = blocks[start]!.depth!
  const end = blocks.findIndex((block, index) => index > start && block.type === 'heading' && block.depth! <= depth)
  return blocks.slice(start + 1, end === -1 ? undefined : end)
}

/**
 * What each item of the first list among `blocks` names: the words of the mark its first line
 * starts with (`strong` for **a name**, `inlineCode` for `a-name`).
 */
export function listedNames(blocks: MarkdownNode[], mark: 'strong' | 'inlineCode'): string[] {
  const list = blocks.find((block) => block.type === 'list')
  return (list?.children ?? []).map((item) => {
    const first = item.children?.[0]?.children?.[0]
    return first?.type === mark ? wordsOf(first) : ''
  })
}
