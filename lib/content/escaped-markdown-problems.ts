import { bareAddress, parseMarkdown } from './parse-markdown.ts'

interface MarkdownNode {
  type: string
  url?: string
  position?: { start: { offset?: number }; end: { offset?: number } }
  children?: MarkdownNode[]
}

/** A backslash before a Markdown sign, which makes the page show the sign as written. */
const ESCAPE = /\\([!-/:-@[-`{-~])/g

/** What the signs would make without their backslashes, in an editor's words. */
const MADE: Record<string, string> = {
  link: 'a link',
  image: 'a picture',
  strong: 'bold text',
  emphasis: 'slanted text',
  heading: 'a heading',
}

const shorten = (line: string) => (line.length > 80 ? `${line.slice(0, 77)}...` : line)

/** The kinds of formatting a line of Markdown makes, each with how often it occurs; a bare address is a link either way, and is not counted. */
function formatting(line: string): Map<string, number> {
  const found = new Map<string, number>()
  const visit = (node: MarkdownNode) => {
    if (Object.hasOwn(MADE, node.type) && bareAddress(node, line) === undefined) found.set(node.type, (found.get(node.type) ?? 0) + 1)
    for (const child of node.children ?? []) visit(child)
  }
  visit(parseMarkdown(line) as unknown as MarkdownNode)
  return found
}

/**
 * Markdown written with a backslash before its signs, \[the study](https://…) or \*\*bold\*\*: the
 * content editor's Rich Text mode saves what is typed there so, and the page would show the
 * brackets and stars as written. A backslash that keeps a sign meant as written (2 \* 3) makes no
 * formatting without it, and is left alone; so is one before a number's full stop or a dash at a
 * line's start (1986\.), which keeps the line from becoming a list. `firstLine` is the line the text starts on in its file.
 */
export function escapedMarkdownProblems(text: string, firstLine: number): { line: number; message: string; fix: { lineText: string } }[] {
  return text.split('\n').flatMap((line, index) => {
    const unescaped = line.replace(ESCAPE, '$1')
    if (unescaped === line) return []
    const before = formatting(line)
    const made = [...formatting(unescaped)].filter(([type, count]) => count > (before.get(type) ?? 0)).map(([type]) => MADE[type]!)
    if (made.length === 0) return []
    // A link typed with http:// is written with https://, as the links' own rule asks.
    const fixed = unescaped.replace(/\]\(http:\/\//gi, '](https://')
    return [
      {
        line: firstLine + index,
        message: `the \\ signs on this line make the page show the Markdown signs as written instead of ${made.join(' and ')} (the content editor's Rich Text mode adds them to what is typed there): remove each \\ before a sign, so the line reads: ${shorten(fixed.trim())}`,
        fix: { lineText: fixed },
      },
    ]
  })
}
