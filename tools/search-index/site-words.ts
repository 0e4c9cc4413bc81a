import { wordsOf } from '#pages/search/words-of.ts'

/**
 * Every word of the indexed pages' <main> and of the records, the most frequent first, as the
 * search page compares words (`wordsOf`). Markup, scripts, styles and character references are
 * not words of the page.
 */
export function siteWords(indexed: readonly string[]): string[] {
  const counts = new Map<string, number>()
  for (const source of indexed) {
    const main = /<main\b[\s\S]*<\/main>/.exec(source)?.[0] ?? source
    const text = main.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>|&#?\w+;/g, ' ')
    for (const word of wordsOf(text)) counts.set(word, (counts.get(word) ?? 0) + 1)
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b)).map(([word]) => word)
}
