import { text } from './text.ts'
import { textFields } from './text-fields.ts'
import { textLength } from './text-length.ts'

/** A time as people write one: a number or a range of numbers, then its unit (2 weeks, 2-3 business days, 2 to 3 working days). */
const TIME = String.raw`\d+(?:\s*(?:-|–|to)\s*\d+)?\s+(?:business\s+|working\s+)?(?:hours?|days?|weeks?|months?)`
const WAITING_TIME = `^${TIME}$`
const MESSAGE = 'must be a time: a number or a range of numbers, then its unit, like 2-3 business days or 2 weeks'

/** Every time a text names, as written, in order: "within 2-3 business days" names "2-3 business days". */
export const timesIn = (words: string): string[] => [...words.matchAll(new RegExp(String.raw`\b${TIME}\b`, 'gi'))].map(([time]) => time)

/**
 * Every time a text promises, as written, in order: the times timesIn finds, and "soon" (lower
 * case), which the forms without a figure promise: "We'll be in touch soon!" promises "soon".
 */
export const promisedTimesIn = (words: string): string[] =>
  [...words.matchAll(new RegExp(String.raw`\b(?:${TIME}|soon)\b`, 'gi'))].map(([time]) => (/^soon$/i.test(time) ? 'soon' : time))

/** How long someone waits for something, as the page, its messages and its emails all say it. */
export const waitingTime = () =>
  text({ max: textLength.label })
    .regex(new RegExp(WAITING_TIME), MESSAGE)
    // For editors' tools that read the JSON Schemas (and the content editor's form): the same rule.
    .meta({ pattern: WAITING_TIME, patternErrorMessage: MESSAGE })
    .register(textFields, { max: textLength.label, format: 'time' })
