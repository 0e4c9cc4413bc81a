import { describe, expect, test } from 'vitest'
import { pickFields } from './pick-fields.ts'

interface Entry {
  slug: string
  title: string
  html: string
  order: number
  link?: string
}

const entries: Entry[] = [
  { slug: 'first', title: 'First', html: '<p>Long text</p>', order: 1, link: 'https://example.org/first' },
  { slug: 'second', title: 'Second', html: '<p>More text</p>', order: 2 },
]
const cardFields = ['slug', 'title', 'link'] as const

describe('pickFields', () => {
  test('keeps the listed fields of every entry and drops the rest', () => {
    expect(pickFields(entries, cardFields)).toEqual([
      { slug: 'first', title: 'First', link: 'https://example.org/first' },
      { slug: 'second', title: 'Second' },
    ])
  })

  test('an optional field an entry leaves out stays out of its JSON', () => {
    expect(JSON.stringify(pickFields(entries, cardFields)[1])).toBe('{"slug":"second","title":"Second"}')
  })

  test('types the result from the list, so a field the list lacks is a compile error', () => {
    const [card] = pickFields(entries, cardFields)
    // @ts-expect-error html is not in the list
    void card?.html
    // @ts-expect-error there is no field "titel" to pick
    pickFields(entries, ['slug', 'titel'])
  })
})
