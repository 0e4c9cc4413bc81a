import { z } from 'zod'

/** One way of writing a date, so that entries sort by it and the page formats it. */
export const isoDate = () => z.iso.date({ error: 'must be a date written as YYYY-MM-DD, like 2026-03-14' })
