import { z } from 'zod'
import type { ContentFix } from './content-fix.ts'
import { valueFixes } from './fields/value-fixes.ts'
import { suggest } from './suggest.ts'

/** A zod issue reworded for an editor: which field, and what to do about it. */
export interface DescribedIssue {
  path: PropertyKey[]
  /** The field is absent, so its line is the opening `---`. */
  missing: boolean
  message: string
  /** The change the message advises, when it advises one exactly. */
  fix?: ContentFix
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (one line per item, each starting with "- ")',
  object: 'a group of indented fields',
}

/**
 * Turns one zod issue into one or more problems in plain words. Unknown keys become one problem
 * each, so every one can point at its own line.
 */
export function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodType, data: unknown): DescribedIssue[] {
  const path = [...issue.path]
  const here = (message: string, missing = false, fix?: ContentFix): DescribedIssue[] => [{ path, missing, message, ...(fix ? { fix } : {}) }]
  /** `candidate` as the value of this field, when the field takes it. */
  const passes = (candidate: unknown) => schemaAt(schema, path)?.safeParse(candidate).success === true
  const input = valueAt(data, path)
  switch (issue.code) {
    case 'invalid_type': {
      const expected = typeWords[issue.expected] ?? issue.expected
      if (input === undefined) return here(missing(path, expected), true)
      if ((issue.expected === 'number' || issue.expected === 'int') && typeof input === 'string' && /^-?\d+(?:\.\d+)?$/.test(input.trim())) {
        const number = Number(input.trim())
        if (passes(number)) return here(`should be ${expected}, but it is written in quotes (${describeValue(input)}): remove the quotes`, false, { path, value: number })
        return here(`should be ${expected}, but it is written in quotes (${describeValue(input)}): remove the quotes, and ${ruleOf(schema, path, number)}`)
      }
      if ((issue.expected === 'number' || issue.expected === 'int') && typeof input === 'string') {
        const number = numberIn(input, /minutes/i.test(String(path.at(-1))))
        if (number) {
          const { value, words } = number
          const written = `${words} (it is ${describeValue(input)})`
          if (passes(value)) return here(`${written}: write ${value}`, false, { path, value })
          return here(`${written}: write ${value}, and ${ruleOf(schema, path, value)}`)
        }
      }
      if (issue.expected === 'int' && typeof input === 'number' && Number.isFinite(input)) {
        const message = wholeNumberMessage(schemaAt(schema, path), path, input)
        // An order is not rounded: the number next to it may be another entry's.
        if (path.at(-1) === 'order' || !passes(Math.round(input))) return here(message)
        return here(`${message}: write ${Math.round(input)}`, false, { path, value: Math.round(input) })
      }
      if (issue.expected === 'string' && (typeof input === 'number' || typeof input === 'boolean')) {
        const read = `${input} without quotes is read as ${typeof input === 'number' ? 'a number' : 'true or false'}`
        const candidate = fixedValue(schema, path, String(input))
        if (passes(candidate)) return here(`should be text, but ${read}: put it in quotes, like "${candidate}"`, false, { path, value: candidate })
        return here(`should be text, but ${read}: put it in quotes, and ${ruleOf(schema, path, String(input))}`)
      }
      if (issue.expected === 'string' && input !== null && typeof input === 'object') {
        // What was typed, as near as the value read shows it: [Community Benefits] read as a list of one.
        const typed = Array.isArray(input) ? `[${input.map(String).join(', ')}]` : `{${Object.keys(input).join(', ')}}`
        return here(
          `should be text, but a value starting with ${typed.charAt(0)} is read as ${Array.isArray(input) ? 'a list' : 'a group of fields'}: put the whole value in double quotes, like "${typed}", or leave out the ${Array.isArray(input) ? 'brackets [ ]' : 'braces { }'}`,
        )
      }
      if (issue.expected === 'array' && typeof input === 'string' && input.includes(',')) {
        return here(`should be a list with one item per line, each starting with "- ", not items separated by commas`)
      }
      return here(`should be ${expected}, but it is ${describeValue(input)}`)
    }
    case 'invalid_value': {
      if (input === undefined) return here(missing(path, 'one of: ' + issue.values.map(String).join(', ')), true)
      const allowed = issue.values.map(String)
      const guess = typeof input === 'string' ? suggest(input, allowed) : undefined
      const value = guess === undefined ? undefined : issue.values.find((each) => String(each) === guess)
      return here(`${describeValue(input)} is not allowed. Use one of: ${allowed.join(', ')}${guess ? `. Did you mean '${guess}'?` : ''}`, false, guess ? { path, value } : undefined)
    }
    case 'unrecognized_keys': {
      const known = Object.keys(shapeAt(schema, path) ?? {})
      const written = valueAt(data, path) as Record<string, unknown>
      return issue.keys.map((key) => {
        const guess = suggest(key, known)
        // Renaming to a field the file already has would write it twice.
        if (guess && guess in written) {
          return { path: [...path, key], missing: false, message: `"${key}" is not a field here, and ${guess} is already in the file: remove this line` }
        }
        return {
          path: [...path, key],
          missing: false,
          message: `"${key}" is not a field here.${guess ? ` Did you mean '${guess}'?` : ''} Allowed fields: ${known.join(', ')}`,
          ...(guess ? { fix: { path: [...path, key], name: guess } } : {}),
        }
      })
    }
    case 'too_small':
    case 'too_big':
      // zod checks the length of text given where a list belongs too; the wrong type is the one problem to report.
      if (issue.origin !== 'array' && schemaAt(schema, path) instanceof z.ZodArray) return []
      // A limit with its own words (why the text must be shorter) keeps them; zod's default starts "Too big".
      if (issue.code === 'too_big' && issue.origin === 'string' && typeof input === 'string' && !/^Too big/.test(issue.message))
        return here(`${issue.message} (it has ${input.length})`)
      return here(
        issue.code === 'too_small'
          ? sizeMessage(issue.inclusive === false ? 'more than' : 'at least', issue.minimum, issue.origin, input, issue.exact)
          : sizeMessage(issue.inclusive === false ? 'less than' : 'at most', issue.maximum, issue.origin, input, issue.exact),
      )
    default: {
      if (input === undefined) return here(issue.message)
      const fix = (issue as { params?: { fix?: unknown } }).params?.fix
      if (fix !== undefined && passes(fix)) return here(`${issue.message} (it is ${describeValue(input)})`, false, { path, value: fix })
      const candidate = typeof input === 'string' ? fixedValue(schema, path, input) : input
      if (candidate !== input && passes(candidate)) return here(`${issue.message}: write "${String(candidate)}" (it is ${describeValue(input)})`, false, { path, value: candidate })
      return here(`${issue.message} (it is ${describeValue(input)})`)
    }
  }
}

/**
 * A number written with more than the number: for a field of minutes, a time with colons (4:30,
 * 1:05:00, rounded to whole minutes); for any, a unit (5 min). The number meant, and what to say.
 */
function numberIn(written: string, minutes: boolean): { value: number; words: string } | undefined {
  const time = minutes ? /^\s*(\d+):([0-5]\d)(?::([0-5]\d))?\s*$/.exec(written) : null
  if (time) {
    const [, first, second, third] = time
    const total = third === undefined ? Number(first) + Number(second) / 60 : Number(first) * 60 + Number(second) + Number(third) / 60
    const kind = third === undefined ? 'minutes and seconds' : 'hours, minutes and seconds'
    return { value: Math.max(1, Math.round(total)), words: `should be whole minutes, like 5, not a time in ${kind} with a colon` }
  }
  const unit = /^\s*(\d+)\s*[a-z.]+\s*$/i.exec(written)
  if (unit) return { value: Number(unit[1]), words: 'should be the number alone, without a word after it' }
  return undefined
}

/** Where a decimal is written for a whole number: the range the field takes, or for an order, how to number with gaps. */
function wholeNumberMessage(field: z.ZodType | undefined, path: readonly PropertyKey[], input: number): string {
  if (path.at(-1) === 'order') {
    return `should be a whole number (it is ${input}). To put an entry between two others, number the entries with gaps, like 10, 20, 30, and give it one in between, like 15`
  }
  const passing = (value: number) => field?.safeParse(value).success === true
  const bounds = field instanceof z.ZodNumber ? { low: field.minValue, high: field.maxValue } : { low: null, high: null }
  const low = bounds.low === null ? undefined : [bounds.low, bounds.low + 1].find(passing)
  const high = bounds.high === null || bounds.high >= Number.MAX_SAFE_INTEGER ? undefined : [bounds.high, bounds.high - 1].find(passing)
  const range = low !== undefined && high !== undefined ? ` from ${low} to ${high}` : low !== undefined ? ` of ${low} or more` : ''
  return `should be a whole number${range}, without a decimal point (it is ${input})`
}

/** What a field with a fix of its own makes of `written`; the same text for any other field. */
function fixedValue(schema: z.ZodType, path: readonly PropertyKey[], written: string): string {
  const field = schemaAt(schema, path)
  const fixer = field ? valueFixes.get(field) : undefined
  return fixer ? fixer.fix(written) : written
}

/** The field's own rule, as it would refuse `value`: "it must be at least 0". */
function ruleOf(schema: z.ZodType, path: readonly PropertyKey[], value: unknown): string {
  const issue = schemaAt(schema, path)?.safeParse(value).error?.issues[0]
  if (!issue) return 'it must be written as CONTENT.md shows'
  const words = issue.code === 'too_small' || issue.code === 'too_big' ? describeIssue(issue, z.any(), value)[0]?.message : issue.message
  return `it ${words ?? issue.message}`
}

function missing(path: readonly PropertyKey[], expected: string): string {
  const field = path.at(-1)
  return typeof field === 'string' ? `this field is missing. Add a line "${field}:" with ${expected}` : `an item is missing here: add ${expected}`
}

function sizeMessage(bound: string, limit: number | bigint, origin: string, input: unknown, exact?: boolean): string {
  if (origin === 'array') {
    const count = Array.isArray(input) ? ` (it has ${input.length})` : ''
    return `must have ${exact ? 'exactly' : bound} ${limit} ${limit === 1 ? 'item' : 'items'}${count}`
  }
  if (origin === 'string') return Number(limit) === 1 && bound === 'at least' ? 'must not be empty' : `must be ${bound} ${limit} characters long`
  return `must be ${bound} ${limit}`
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (typeof value === 'string') return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`
  if (value === null) return 'empty'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of fields'
  return String(value)
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), data)
}

/** The schema a data path leads to, without its optional or default wrapper. */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType = schema
  for (const segment of [...path, undefined]) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType
    if (segment === undefined) break
    if (current instanceof z.ZodObject) current = current.shape[segment as string] as z.ZodType
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType
    else return undefined
    if (!current) return undefined
  }
  return current
}

/** The object shape a data path leads to in a schema, to list the fields allowed there. */
function shapeAt(schema: z.ZodType, path: readonly PropertyKey[]): Record<string, unknown> | undefined {
  const found = schemaAt(schema, path)
  return found instanceof z.ZodObject ? found.shape : undefined
}
