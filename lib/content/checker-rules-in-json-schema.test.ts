import { expect, test } from 'vitest'
import { z } from 'zod'
import { checkerRulesInJsonSchema } from './checker-rules-in-json-schema.ts'
import { externalUrl } from './fields/external-url.ts'
import { image } from './fields/image.ts'
import { reference } from './fields/reference.ts'
import { slugPattern } from './fields/slug-pattern.ts'
import { text } from './fields/text.ts'

const jsonOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-07', override: checkerRulesInJsonSchema }) as Record<string, unknown>

test('text the checker trims must hold a character other than a space, in the checker’s words', () => {
  expect(jsonOf(text({ max: 100 }))).toMatchObject({ minLength: 1, pattern: '\\S', patternErrorMessage: 'must not be empty' })
  expect(new RegExp(jsonOf(text({ max: 100 }).meta({ description: 'A name.' })).pattern as string).test('   ')).toBe(false)
})

test('text that is not trimmed keeps zod’s own schema', () => {
  expect(jsonOf(z.string().min(1))).not.toHaveProperty('pattern')
})

test('a web address takes the protocols the checker allows', () => {
  expect(jsonOf(z.url({ protocol: /^https$/ }))).toMatchObject({ format: 'uri', pattern: '^https://' })
  expect(jsonOf(z.url({ protocol: /^https?$/ }))).toMatchObject({ pattern: '^https?://' })
  expect(jsonOf(externalUrl()).patternErrorMessage).toBe(externalUrl().safeParse('ftp://example.org').error?.issues[0]?.message)
})

test('a pattern carries the checker’s message, never one that names the value', () => {
  expect(jsonOf(reference('publications'))).toEqual(expect.objectContaining({ pattern: slugPattern.source, patternErrorMessage: expect.stringContaining('lower case with dashes') }))
  const picture = jsonOf(image({ width: 400, height: 400 }))
  expect(picture.patternErrorMessage).toContain('must be a path under public/')
  expect(JSON.stringify(picture)).not.toContain('undefined')
})

test('other kinds of field are left as zod writes them', () => {
  expect(jsonOf(z.int().min(0))).not.toHaveProperty('pattern')
  expect(jsonOf(z.enum(['a', 'b']))).toEqual({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'string', enum: ['a', 'b'] })
})
