import type { JsonSchemaNode } from '#lib/content/json-schema-node.ts'

const kinds: Record<string, string> = { uri: 'A web address', email: 'An email address', date: 'A date' }

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.?!]$/.test(text) ? '' : '.'}`
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`
const values = (list: readonly unknown[]) => list.map((value) => `\`${String(value)}\``).join(', ')

/** Numbers beyond this are zod's guard against numbers JavaScript cannot hold, not a limit an editor meets. */
const SAFE = Number.MAX_SAFE_INTEGER

function numberInWords(property: JsonSchemaNode): string {
  const whole = property.type === 'integer'
  const noun = whole ? 'A whole number' : 'A number'
  const low = property.exclusiveMinimum !== undefined ? property.exclusiveMinimum + (whole ? 1 : 0) : property.minimum
  const high = property.exclusiveMaximum !== undefined ? property.exclusiveMaximum - (whole ? 1 : 0) : property.maximum
  const hasHigh = high !== undefined && Math.abs(high) < SAFE
  const hasLow = low !== undefined && Math.abs(low) < SAFE
  if (hasLow && hasHigh) return `${noun} from ${low} to ${high}, without quotes.`
  if (hasLow) return `${noun}, ${low} or more, without quotes.`
  if (hasHigh) return `${noun}, ${high} or less, without quotes.`
  return `${noun}, without quotes.`
}

function textInWords(property: JsonSchemaNode): string {
  const rule = property.patternErrorMessage
  const kind = kinds[property.format ?? '']
  // The checker's rule names the kind itself ("must be a date…"); plain text says it is text.
  const words = [rule ? (kind ? sentence(rule) : `Text that ${rule.replace(/\.$/, '')}.`) : `${kind ?? 'Text'}.`]
  if (property.minLength !== undefined && property.minLength > 1) words.push(`At least ${property.minLength} characters.`)
  if (property.maxLength !== undefined) words.push(`At most ${property.maxLength} characters.`)
  return words.join(' ')
}

function listInWords(property: JsonSchemaNode): string {
  const { minItems: min, maxItems: max } = property
  const count = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`
  const size =
    min !== undefined && min === max
      ? ` of exactly ${count(min)}`
      : min !== undefined && max !== undefined
        ? ` of ${min} to ${count(max)}`
        : min
          ? ` of at least ${count(min)}`
          : max !== undefined
            ? ` of at most ${count(max)}`
            : ''
  const items = property.items ?? {}
  const each = items.properties ? 'each item has the fields below.' : `each item is ${lowerFirst(typeInWords(items))}`
  return `A list${size}, one item per line starting with "- "; ${each}`
}

/** What a field takes, in plain words, from its JSON Schema: kind, allowed values, limits and the checker's rule. */
export function typeInWords(property: JsonSchemaNode): string {
  if (property.enum) return `One of: ${values(property.enum)}.`
  if (property.type === 'integer' || property.type === 'number') return numberInWords(property)
  if (property.type === 'string') return textInWords(property)
  if (property.type === 'array') return listInWords(property)
  if (property.type === 'object') return 'A group of the fields below, each on its own line, indented under this one.'
  if (property.type === 'boolean') return '`true` or `false`.'
  return 'Anything.'
}
