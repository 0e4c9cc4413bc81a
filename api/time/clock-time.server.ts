/**
 * Whether `name` is a time zone this server knows by its IANA name (Europe/London, UTC…). UTC, the
 * setting's default, is every ICU's zone and is not asked: asking loads ICU's date and calendar
 * data, about 5 MB of an idle server's memory, at start, before anything needs a time.
 */
export function isTimeZone(name: string): boolean {
  if (name === 'UTC') return true
  try {
    // The formatter the times are then written with: made once, whether to check the name or to use it.
    formatterOf(name)
    return true
  } catch {
    return false
  }
}

/** One formatter a zone, made once: making one costs far more than using it, and a download formats every row's time. */
const formatters = new Map<string, Intl.DateTimeFormat>()

const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
      timeZoneName: 'short',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The date, time and weekday parts of `at` on the clocks of `timeZone`. */
function clockParts(at: Date, timeZone: string) {
  const parts = formatterOf(timeZone).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? ''
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    second: part('second'),
    weekday: part('weekday'),
    // en-GB names the zones staff in Britain know (GMT, BST), and any other by its offset (GMT+13).
    zone: part('timeZoneName'),
  }
}

/** A time as staff read it on the organisation's clocks, with the zone named: "2026-07-01 14:05 BST". */
export function clockTime(at: Date, timeZone: string): string {
  const { day, time, zone } = clockParts(at, timeZone)
  return `${day} ${time} ${zone}`
}

/** How far `timeZone`'s clocks are ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const { day, time, second } = clockParts(at, timeZone)
  return Date.parse(`${day}T${time}:${second}Z`) - Math.floor(at.getTime() / 1000) * 1000
}

/** The first moment of `day` (YYYY-MM-DD) on `timeZone`'s clocks, summer time changes included. */
export function startOfDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`)
  const guess = midnightUtc - offsetAt(new Date(midnightUtc), timeZone)
  // The offset at the day's start, not at UTC midnight, in case the clocks change in between.
  return new Date(midnightUtc - offsetAt(new Date(guess), timeZone))
}

/** The day after `day` (YYYY-MM-DD), as YYYY-MM-DD. */
export const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10)

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** The day `at` is on `timeZone`'s clocks, as YYYY-MM-DD (what a date field of the console means by it). */
export const clockDay = (at: Date, timeZone: string): string => clockParts(at, timeZone).day

/** The Monday of the week `now` is in, on `timeZone`'s clocks, as YYYY-MM-DD: where "This week" starts. */
export function weekStart(now: Date, timeZone: string): string {
  const { day, weekday } = clockParts(now, timeZone)
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - WEEKDAYS.indexOf(weekday) * 86_400_000).toISOString().slice(0, 10)
}

/** Weeks on `timeZone`'s clocks: each by its Monday (YYYY-MM-DD), oldest first, and the moments between them. */
export interface Weeks {
  weeks: string[]
  /** When each week starts, and after them when the last one ends: one more than `weeks`. */
  boundaries: Date[]
}

/** The 53 weeks that end with the one `now` is in: a year of them, and this week so far. */
export function lastYearOfWeeks(now: Date, timeZone: string): Weeks {
  const thisWeek = Date.parse(`${weekStart(now, timeZone)}T00:00:00.000Z`)
  const mondays = Array.from({ length: 54 }, (_, index) => new Date(thisWeek - (52 - index) * 7 * 86_400_000).toISOString().slice(0, 10))
  return { weeks: mondays.slice(0, -1), boundaries: mondays.map((day) => startOfDay(day, timeZone)) }
}
