import type { ContentProblem } from './content-problem.ts'
import { fieldPath } from './field-path.ts'

/**
 * An item written twice in a list of texts (an indicator, an impact, a partner's name), which the
 * page would show twice: named on the later one, with the item it repeats. Compared as a reader
 * sees them, so case and spacing do not hide a repeat.
 */
export function repeatedItemProblems(file: string, data: unknown, lineOf: (path: readonly PropertyKey[]) => number): ContentProblem[] {
  const problems: ContentProblem[] = []
  const visit = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) {
      const seen = new Map<string, number>()
      value.forEach((item, index) => {
        if (typeof item !== 'string') return visit(item, [...path, index])
        const key = item.trim().replace(/\s+/g, ' ').toLowerCase()
        const first = seen.get(key)
        if (first === undefined) return void seen.set(key, index)
        problems.push({
          file,
          line: lineOf([...path, index]),
          field: fieldPath([...path, index]),
          message: `repeats item ${first + 1} of this list (${item.trim()}), and the page would show it twice: remove one`,
        })
      })
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) visit(inner, [...path, key])
    }
  }
  visit(data, [])
  return problems
}
