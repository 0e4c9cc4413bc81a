/** A page number to link to, or a gap standing for the numbers left out. */
export type PageNumber = number | 'gap'

/** The most entries the bar holds: the first, a gap, the current page and its neighbours, a gap, the last. */
const MOST_SHOWN = 7

/**
 * The page numbers a pagination bar shows: all of them for a few pages; else the first, the last,
 * and the current one with its neighbours, so that the bar stays short however many pages there
 * are. A gap stands for two or more numbers left out; a single one is shown instead of a gap.
 */
export function pageNumbers(current: number, count: number): PageNumber[] {
  if (count <= MOST_SHOWN) return Array.from({ length: count }, (_, index) => index + 1)
  const shown = [...new Set([1, current - 1, current, current + 1, count])].filter((page) => page >= 1 && page <= count).toSorted((a, b) => a - b)
  return shown.flatMap((page, index): PageNumber[] => {
    const previous = shown[index - 1]
    if (previous === undefined || page === previous + 1) return [page]
    return page === previous + 2 ? [previous + 1, page] : ['gap', page]
  })
}
