import { nextDay, startOfDay } from './clock-time.server.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A day's length. */
export const DAY_MS = 24 * 60 * 60 * 1000

/** A day as a date field sends it (YYYY-MM-DD), as its first moment on `timeZone`'s clocks; undefined for anything else. */
export function dayStart(day: string, timeZone: string): Date | undefined {
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00.000Z`))) return undefined
  return startOfDay(day, timeZone)
}

/** The first moment after `day` on `timeZone`'s clocks, to make a "to" day inclusive: a list or export stops there. */
export const dayEnd = (day: string, timeZone: string): Date | undefined => (dayStart(day, timeZone) ? startOfDay(nextDay(day), timeZone) : undefined)
