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
    case 'invalid_type':
      if (input === undefined) return here(`this field is missing. Add a line "${String(path.at(-1))}:" with ${typeWords[issue.expected] ?? issue.expected}`, true)
      return here(`should be ${typeWords[issue.expected] ?? issue.expected}, but it is ${describeValue(input)}`)
    case 'invalid_value': {
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
          message: `"${key}" is not a field here${guess ? `. Did you mean '${guess}'?` : ''} Allowed fields: ${known.join(', ')}`,
        }
      })
    }
    case 'too_small':
      return here(sizeMessage('at least', issue.minimum, issue.origin, input, issue.exact))
    case 'too_big':
      return here(sizeMessage('at most', issue.maximum, issue.origin, input, issue.exact))
    default:
      return here(input === undefined ? issue.message : `${issue.message} (it is ${describeValue(input)})`)
  }
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
  if (typeof value === 'string') return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`
  if (value === null) return 'empty'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of fields'
  return String(value)
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), data)
}

/** The object shape a data path leads to in a schema, to list the fields allowed there. */
function shapeAt(schema: z.ZodType, path: readonly PropertyKey[]): Record<string, unknown> | undefined {
  let current: z.ZodType = schema
  for (const segment of [...path, undefined]) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType
    if (segment === undefined) break
    if (current instanceof z.ZodObject) current = current.shape[segment as string] as z.ZodType
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType
    else return undefined
    if (!current) return undefined
  }
  return current instanceof z.ZodObject ? current.shape : undefined
}
