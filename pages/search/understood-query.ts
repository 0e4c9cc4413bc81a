import { wordsOf } from './words-of.ts'

/**
 * Words that say nothing about what a visitor looks for ("how to join" looks for "join"): left out
 * of the search, so that a page is not found for holding them.
 */
const FILLER = new Set(
  'a about an and any are as at be can do does for from get have how i if in is it me my of on or our please the there to us want we what when where which who why will with you your'.split(
    ' ',
  ),
)

/** Words shorter than this are not corrected: too many other words are one letter away. */
const SHORTEST_CORRECTED = 4

/**
 * The words to search for in what a visitor typed, each a word of the site (`siteWords`, the most
 * frequent first), the start of one (the visitor may still be typing), or the most frequent word
 * one typing mistake away: a letter missing, added, changed, or two letters swapped ("meltdwon").
 * Words the site does not hold are left out; none left means nothing on the site matches.
 */
export function understoodQuery(query: string, siteWords: readonly string[]): string[] {
  const known = new Set(siteWords)
  return wordsOf(query)
    .filter((word) => !FILLER.has(word))
    .map((word) => {
      if (known.has(word) || siteWords.some((siteWord) => siteWord.startsWith(word))) return word
      if (word.length < SHORTEST_CORRECTED) return undefined
      return siteWords.find((siteWord) => Math.abs(siteWord.length - word.length) <= 1 && oneMistakeApart(word, siteWord))
    })
    .filter((word) => word !== undefined)
}

/** Whether two different words are one typing mistake apart (an optimal string alignment distance of 1). */
function oneMistakeApart(a: string, b: string): boolean {
  let start = 0
  while (start < a.length && a[start] === b[start]) start += 1
  // After the first difference, the rest must match once the mistake is undone.
  const restA = a.slice(start)
  const restB = b.slice(start)
  return (
    restA.slice(1) === restB.slice(1) || // a letter changed
    restA.slice(1) === restB || // a letter added
    restA === restB.slice(1) || // a letter missing
    (restA.length > 1 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2)) // two letters swapped
  )
}
