const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A day's length, to make a "to" day inclusive: the list or export stops at the start of the next. */
export const DAY_MS = 24 * 60 * 60 * 1000

/** A day as a date field sends it (YYYY-MM-DD), as its first moment in UTC; undefined for anything else. */
export function dayStart(day: string): Date | undefined {
  if (!DAY.test(day)) return undefined
  const date = new Date(`${day}T00:00:00.000Z`)
  return Number.isNaN(date.getTime()) ? undefined : date
}
