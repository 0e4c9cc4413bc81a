import { expect, test } from 'vitest'
import { z } from 'zod'
import { fieldRows } from './field-rows.ts'
import type { JsonSchemaNode } from '#lib/content/json-schema-node.ts'

const rowsOf = (schema: z.ZodType) => fieldRows(z.toJSONSchema(schema, { io: 'input' }) as JsonSchemaNode)

test('a row for every field, those of groups and of lists of groups after their own', () => {
  const schema = z.strictObject({
    name: z.string().meta({ description: 'The name.' }),
    hero: z.strictObject({ badge: z.string(), alt: z.string().optional() }),
    socials: z.array(z.strictObject({ name: z.string(), url: z.string() })).length(3),
    tags: z.array(z.string()).default([]),
  })
  expect(rowsOf(schema).map(({ field, required }) => [field, required])).toEqual([
    ['name', true],
    ['hero', true],
    ['hero.badge', true],
    ['hero.alt', false],
    ['socials', true],
    ['socials[].name', true],
    ['socials[].url', true],
    ['tags', false],
  ])
  expect(rowsOf(schema)[0]).toMatchObject({ description: 'The name.', type: 'Text.' })
})
