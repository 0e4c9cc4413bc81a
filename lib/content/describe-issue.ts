import { z } from 'zod'
import { suggest } from './suggest.ts'

/** A zod issue reworded for an editor: which field, and what to do about it. */
export interface DescribedIssue {
  path: PropertyKey[]
  /** The field is absent, so its line is the opening `---`. */
  missing: boolean
  message: string
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
  const here = (message: string, missing = false): DescribedIssue[] => [{ path, missing, message }]
  const input = valueAt(data, path)
  switch (issue.code) {
    case 'invalid_type': {
      const expected = typeWords[issue.expected] ?? issue.expected
      if (input === undefined) return here(missing(path, expected), true)
      if ((issue.expected === 'number' || issue.expected === 'int') && typeof input === 'string' && /^-?\d+(?:\.\d+)?$/.test(input.trim())) {
        return here(`should be ${expected}, but it is written in quotes (${describeValue(input)}): remove the quotes`)
      }
      if (issue.expected === 'string' && (typeof input === 'number' || typeof input === 'boolean')) {
        return here(`should be text, but ${input} without quotes is read as ${typeof input === 'number' ? 'a number' : 'true or false'}: put it in quotes, like "${input}"`)
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
      return here(`${describeValue(input)} is not allowed. Use one of: ${allowed.join(', ')}${guess ? `. Did you mean '${guess}'?` : ''}`)
    }
    case 'unrecognized_keys': {
      const known = Object.keys(shapeAt(schema, path) ?? {})
      return issue.keys.map((key) => {
        const guess = suggest(key, known)
        return {
          path: [...path, key],
          missing: false,
          message: `"${key}" is not a field here.${guess ? ` Did you mean '${guess}'?` : ''} Allowed fields: ${known.join(', ')}`,
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
          ? sizeMessage('at least', issue.minimum, issue.origin, input, issue.exact)
          : sizeMessage('at most', issue.maximum, issue.origin, input, issue.exact),
      )
    default:
      return here(input === undefined ? issue.message : `${issue.message} (it is ${describeValue(input)})`)
  }
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
