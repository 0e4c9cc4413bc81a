import type { ContentProblem } from './content-problem.ts'

/** Two entries with the same `order` would swap places unpredictably when files are renamed. */
export interface Ordered {
  order: number
  file: string
  lineOf(path: readonly PropertyKey[]): number
}

export function duplicateOrders(ordered: readonly Ordered[]): ContentProblem[] {
  const firstWith = new Map<number, string>()
  return ordered.flatMap(({ order, file, lineOf }) => {
    const earlier = firstWith.get(order)
    if (!earlier) {
      firstWith.set(order, file)
      return []
    }
    return [{ file, line: lineOf(['order']), field: 'order', message: `${order} is also the order of ${earlier}; give each file its own number` }]
  })
}
