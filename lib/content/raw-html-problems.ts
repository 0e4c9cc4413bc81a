import type { MarkdownTree } from './parse-markdown.ts'

/** What to write instead of the HTML tags editors reach for most. */
const INSTEAD: [RegExp, string][] = [
  [/^<br\b/i, 'for a new line, start a new paragraph with an empty line'],
  [/^<(?:iframe|embed|object|video|audio|script)\b/i, 'embedded players are not shown; link to the page instead, like [Watch the talk](https://…)'],
  [/^<a\b/i, 'write a link as [text](https://…)'],
  [/^<(?:b|strong)\b/i, 'write bold text as **text**'],
  [/^<(?:i|em)\b/i, 'write italic text as *text*'],
  [/^<img\b/i, 'pictures in the text are not shown; use the image field'],
  [/^<h[1-6]\b/i, 'write a heading as a line starting with ## '],
  [/^<(?:ul|ol|li)\b/i, 'write a list as lines starting with "- "'],
]

/**
 * HTML written in Markdown text: the site removes it (so content cannot inject scripts), which
 * would silently drop what the editor wrote. Notes in HTML comments are left alone, and a closing
 * tag is covered by the message of its opening one. `firstLine` is the line the text starts on in its file.
 */
export function rawHtmlProblems(tree: MarkdownTree, firstLine: number): { line: number; message: string }[] {
  const problems: { line: number; message: string }[] = []
  const visit = (node: { type: string; value?: string; position?: { start: { line: number } }; children?: unknown[] }) => {
    if ((node.type === 'html' || node.type === 'raw') && node.value && !/^(?:<!--[\s\S]*-->|<\/[^>]*>)$/.test(node.value.trim())) {
      const tag = node.value.trim()
      const hint = INSTEAD.find(([pattern]) => pattern.test(tag))?.[1] ?? 'write it in Markdown instead (CONTENT.md shows how)'
      const shown = tag.length > 40 ? `${tag.slice(0, 37)}...` : tag
      problems.push({ line: firstLine + (node.position?.start.line ?? 1) - 1, message: `HTML is not shown on the site (it is ${shown}): ${hint}` })
    }
    for (const child of (node.children ?? []) as (typeof node)[]) visit(child)
  }
  visit(tree)
  return problems
}
