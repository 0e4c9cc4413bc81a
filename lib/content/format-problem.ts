import type { ContentProblem } from './content-problem.ts'

/** `content/games/chess.md:4 ageLabel: must be …`, the one-line form editors read. */
export function formatProblem({ file, line, field, message }: ContentProblem): string {
  const place = line === undefined ? file : `${file}:${line}`
  return field ? `${place} ${field}: ${message}` : `${place}: ${message}`
}
