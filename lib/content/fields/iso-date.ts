import { z } from 'zod'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * One way of writing a date, so that entries sort by it and the page formats it. A date in the
 * right form that is not in the calendar (2026-02-30) is named as such. The dates are of what was
 * published, and the site shows an entry as soon as it is merged: a date past tomorrow (anywhere
 * on Earth) is a slip of the year or month that would put the entry first for years.
 */
export const isoDate = () =>
  z
    .string({ error: 'must be a date written as YYYY-MM-DD, like 2026-03-14' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as YYYY-MM-DD, like 2026-03-14')
    .superRefine((value, context) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number]
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return
      if (month < 1 || month > 12) context.addIssue({ code: 'custom', message: `month ${month} does not exist: write the month as 01 to 12`, input: value })
      else if (day < 1 || day > daysIn(year, month)) {
        context.addIssue({ code: 'custom', message: `day ${day} does not exist: ${MONTHS[month - 1]} ${year} has ${daysIn(year, month)} days`, input: value })
      } else if (value > new Date(Date.now() + DAY_MS).toISOString().slice(0, 10)) {
        context.addIssue({ code: 'custom', message: 'is in the future: write the day it was published (the site shows it as soon as it is merged)', input: value })
      }
    })
    // Editors' tools that read the JSON Schemas offer a date picker for this format.
    .meta({ format: 'date' })
