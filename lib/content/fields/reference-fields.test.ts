import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { reference } from './reference.ts'
import { referenceFields } from './reference-fields.ts'
import { text } from './text.ts'

describe('reference', () => {
  test('is found in the schema, alone, optional or in a list, also once described', () => {
    const schema = z.strictObject({
      title: text({ max: 100 }),
      cites: z.array(reference('publications')).length(2).meta({ description: 'Two publications.' }),
      game: reference('games').optional(),
    })
    expect(referenceFields(schema)).toEqual([
      { field: 'cites', collection: 'publications' },
      { field: 'game', collection: 'games' },
    ])
  })

  test('a schema without references has none', () => {
    expect(referenceFields(z.strictObject({ title: text({ max: 100 }), tags: z.array(text({ max: 100 })) }))).toEqual([])
  })

  test('takes a file name, not a path or a title', () => {
    expect(reference('publications').safeParse('nuske-2019-heart-rate').success).toBe(true)
    expect(reference('publications').safeParse('Nuske 2019').success).toBe(false)
  })

  test('refuses, at compile time, a collection that does not exist', () => {
    // @ts-expect-error there is no collection "publication"
    reference('publication')
  })
})
