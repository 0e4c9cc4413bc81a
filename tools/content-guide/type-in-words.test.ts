import { expect, test } from 'vitest'
import { typeInWords } from './type-in-words.ts'

test('choices, numbers and lists in plain words', () => {
  expect(typeInWords({ type: 'string', enum: ['chess', 'cards'] })).toBe('One of: `chess`, `cards`.')
  expect(typeInWords({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER })).toBe('A whole number, 0 or more, without quotes.')
  expect(typeInWords({ type: 'integer', exclusiveMinimum: 0 })).toBe('A whole number, 1 or more, without quotes.')
  expect(typeInWords({ type: 'integer', minimum: 1900, maximum: 2100 })).toBe('A whole number from 1900 to 2100, without quotes.')
  expect(typeInWords({ type: 'array', minItems: 5, maxItems: 5, items: { type: 'string' } })).toBe(
    'A list of exactly 5 items, one item per line starting with "- "; each item is text.',
  )
  expect(typeInWords({ type: 'array', minItems: 1, items: { type: 'object', properties: {} } })).toContain('at least 1 item')
})

test('text in the checker’s words, its kind named where the rule does not name it', () => {
  expect(typeInWords({ type: 'string', pattern: '\\S', patternErrorMessage: 'must not be empty' })).toBe('Text that must not be empty.')
  expect(typeInWords({ type: 'string', format: 'uri', pattern: '^https://', patternErrorMessage: 'must be a full web address starting with https://' })).toBe(
    'Must be a full web address starting with https://.',
  )
  expect(typeInWords({ type: 'string', format: 'date' })).toBe('A date.')
  expect(typeInWords({ type: 'string', maxLength: 120 })).toBe('Text. At most 120 characters.')
})
