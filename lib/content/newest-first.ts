/** Entries sorted by their date, newest first, as the home page and feed readers list them. */
export function newestFirst<T extends { date: string }>(entries: readonly T[]): T[] {
  return entries.toSorted((a, b) => b.date.localeCompare(a.date))
}
