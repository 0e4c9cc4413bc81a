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
