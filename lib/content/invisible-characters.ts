import type { YamlProblem } from './yaml-problem.ts'

/**
 * Characters that look like a space or like nothing, pasted in from word processors and web pages.
 * In the frontmatter they break the YAML (a non-breaking space after a colon) or stay in a value
 * unseen ("Chess" and "Chess" with a zero-width space are different names). The zero-width joiner
 * is left out: it holds emoji such as 👩‍🏫 together.
 */
const INVISIBLE: Record<string, string> = {
  '\u00A0': 'a non-breaking space (as pasted from a word processor)',
  '\u202F': 'a narrow non-breaking space (as pasted from a word processor)',
  '\u2007': 'a figure space (as pasted from a word processor)',
  '\u200B': 'an invisible zero-width space',
  '\u200C': 'an invisible zero-width non-joiner',
  '\u2060': 'an invisible word joiner',
  '\uFEFF': 'an invisible zero-width no-break space',
  '\u00AD': 'an invisible soft hyphen',
  '\u200E': 'an invisible left-to-right mark',
  '\u200F': 'an invisible right-to-left mark',
}
const SPACE_LIKE = /[\u00A0\u202F\u2007]/
const ANY = new RegExp(`[${Object.keys(INVISIBLE).join('')}]`, 'g')
/** In Markdown text a non-breaking space is fine between words, but not where the syntax needs an ordinary one. */
const MARKDOWN_SYNTAX_SPACE = /^[ \t]*(?:#{1,6}|[-*+]|\d+[.)]|>)?[\u00A0\u202F\u2007]/

/**
 * Each invisible character with the line and column it is on, and what is just before it.
 * `firstLine` is the file line of `text`'s first line; `markdown` says the text is the body.
 */
export function invisibleCharacters(text: string, firstLine: number, { markdown = false } = {}): YamlProblem[] {
  const problems: YamlProblem[] = []
  text.split('\n').forEach((line, index) => {
    // The file's first character may be a byte order mark, which is how some editors mark UTF-8.
    const checked = index === 0 && firstLine === 1 ? line.replace(/^\uFEFF/, ' ') : line
    for (const match of checked.matchAll(ANY)) {
      const character = match[0]
      if (markdown && SPACE_LIKE.test(character) && !MARKDOWN_SYNTAX_SPACE.test(checked.slice(0, match.index + 1))) continue
      const before = checked.slice(0, match.index).trimStart()
      const where = before ? `right after "${before.length > 30 ? `…${before.slice(-30)}` : before}"` : 'at the start of the line'
      const fix = SPACE_LIKE.test(character) ? 'replace it with an ordinary space' : 'delete it (it may take an extra press of Backspace or Delete)'
      problems.push({
        line: firstLine + index,
        message: `there is ${INVISIBLE[character]} at column ${match.index + 1}, ${where}: ${fix}`,
        fix: { lineText: line.replace(new RegExp(SPACE_LIKE.source, 'g'), ' ').replace(ANY, '') },
      })
    }
  })
  return problems
}
