import { parseMarkdown } from '#lib/content/parse-markdown.ts'
import { allNodes, wordsOf } from './markdown-outline.ts'

/**
 * The anchors GitHub gives the headings of `markdown` (`## Every field, kind by kind` is
 * `#every-field-kind-by-kind`): lower case, punctuation dropped, spaces made dashes, and a heading
 * written twice numbered from its second (`#games`, `#games-1`).
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  for (const heading of allNodes(parseMarkdown(markdown)).filter((node) => node.type === 'heading')) {
    const slug = wordsOf(heading)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-')
    let anchor = slug
    for (let count = 1; anchors.has(anchor); count += 1) anchor = `${slug}-${count}`
    anchors.add(anchor)
  }
  return anchors
}
