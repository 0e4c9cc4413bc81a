import { closest, distance } from 'fastest-levenshtein'

/** The allowed word an editor most likely meant, or undefined when none is close. */
export function suggest(written: string, allowed: readonly string[]): string | undefined {
  if (allowed.length === 0) return undefined
  const lower = written.toLowerCase()
  const sameButCase = allowed.find((candidate) => candidate.toLowerCase() === lower)
  if (sameButCase) return sameButCase
  const nearest = closest(
    lower,
    allowed.map((candidate) => candidate.toLowerCase()),
  )
  const match = allowed.find((candidate) => candidate.toLowerCase() === nearest)
  return match && distance(lower, nearest) <= Math.max(2, Math.floor(written.length / 3)) ? match : undefined
}

/**
 * The file a name most likely stands for: a near spelling, or else the one file that shares most
 * of its words (a file renamed from goodwin-2019-wearable-biosensor to goodwin-2019-biosensor-study
 * keeps most of them), so a reference to a renamed file is advised with its new name.
 */
export function suggestFileName(written: string, names: readonly string[]): string | undefined {
  const near = suggest(written, names)
  if (near) return near
  const words = new Set(written.toLowerCase().split('-'))
  const scored = names
    .map((name) => {
      const theirs = name.split('-')
      return { name, score: theirs.filter((word) => words.has(word)).length / Math.max(words.size, theirs.length) }
    })
    .sort((a, b) => b.score - a.score)
  const [best, next] = scored
  return best && best.score >= 0.5 && (!next || next.score < best.score) ? best.name : undefined
}
