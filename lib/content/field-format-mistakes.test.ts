import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { z } from 'zod'
import { collections } from './collections.ts'
import { fieldPath } from './field-path.ts'
import { textFields } from './fields/text-fields.ts'
import { copyOfFixtureContent, FIXTURE_CONTENT } from './testing/copy-of-fixture-content.ts'
import { withFieldValue } from './testing/with-field-value.ts'

/**
 * Values of the right type that would still show wrong on the site: a date years ahead, a length
 * of a thousand minutes, an alt text that says only "image", a phone number that cannot be
 * dialled, a reply time that names no time. Each class is tried in every field of it, in every collection whose fixture fills it.
 */

type Path = (string | number)[]
type Kind = 'date' | 'minutes' | 'alt text' | 'phone number' | 'time'

/** What kind of formatted value a field holds, by its schema: its JSON Schema format, its number rule, its text registry entry, its name. */
function kindOf(schema: z.ZodType, name: string): Kind | undefined {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as { format?: string; type?: string }
  if (json.format === 'date') return 'date'
  if (json.type === 'integer' && name.endsWith('Minutes')) return 'minutes'
  const text = textFields.get(schema)
  if (text?.format === 'phone number') return 'phone number'
  if (text?.format === 'time') return 'time'
  if (text && name.endsWith('Alt')) return 'alt text'
  return undefined
}

function formattedFields(schema: z.ZodType, path: Path = []): { path: Path; kind: Kind }[] {
  if (schema instanceof z.ZodOptional) return formattedFields(schema.unwrap() as z.ZodType, path)
  if (schema instanceof z.ZodArray) return formattedFields(schema.element as z.ZodType, [...path, 0])
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape).flatMap(([field, inner]) => formattedFields(inner as z.ZodType, [...path, field]))
  const kind = kindOf(schema, String(path.at(-1) ?? ''))
  return kind ? [{ path, kind }] : []
}

const cases = Object.entries(collections).flatMap(([name, { schema }]) => {
  const first = readdirSync(join(FIXTURE_CONTENT, name)).sort()[0]!
  const frontmatter = parseDocument(
    readFileSync(join(FIXTURE_CONTENT, name, first), 'utf8')
      .split('\n---\n')[0]!
      .replace(/^---\n/, ''),
  )
  return formattedFields(schema)
    .filter(({ path }) => frontmatter.getIn(path) !== undefined)
    .map(({ path, kind }) => [`${kind}: content/${name}/${first} ${fieldPath(path)}`, `content/${name}/${first}`, path, kind] as const)
})

const DAY_MS = 24 * 60 * 60 * 1000
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)

/** For each kind: values refused with the start of their message, and values that pass. */
const RULES: Record<Kind, { refused: [unknown, string][]; passes: unknown[] }> = {
  date: { refused: [[day(400), 'is in the future: write the day it was published']], passes: [day(0), day(1), '2020-02-29'] },
  minutes: {
    refused: [
      [0, 'must be more than 0'],
      [1000, 'must be at most 300'],
    ],
    passes: [1, 300],
  },
  'alt text': {
    refused: [
      ['image', 'must say what the picture shows'],
      ['Photo.', 'must say what the picture shows'],
      ['team-photo.jpg', 'must say what the picture shows'],
    ],
    passes: ['Two children building a tower of blocks'],
  },
  'phone number': {
    refused: [
      ['call us', 'must be a phone number'],
      ['12-34', 'must be a phone number'],
      ['+1 555 CALL NOW', 'must be a phone number'],
    ],
    passes: ['+44 20 7946 0958', '555.013.2468', '(030) 1234567'],
  },
  time: {
    refused: [
      ['soon', 'must be a time'],
      ['within 2 weeks', 'must be a time'],
      ['2-3', 'must be a time'],
    ],
    passes: ['2 weeks', '2-3 business days', '2 to 3 working days', '1 month'],
  },
}

let root: string
let remove: () => void
beforeEach(() => ({ root, remove } = copyOfFixtureContent()))
afterEach(() => remove())

test('every kind is found in the fixtures, so each rule below is tried', () => {
  expect(new Set(cases.map(([, , , kind]) => kind))).toEqual(new Set(Object.keys(RULES)))
})

describe('Each formatted field of each collection', () => {
  test.each(cases)('%s', (_name, file, path, kind) => {
    const original = readFileSync(join(root, file), 'utf8')
    const field = fieldPath(path).replace(/[[\].]/g, '\\$&')
    for (const [value, start] of RULES[kind].refused) {
      const { line, problems } = withFieldValue(root, file, path, value)
      expect(problems, String(value)).toEqual([expect.stringMatching(new RegExp(`^${file}:${line} ${field}: ${start.replace(/[()]/g, '\\$&')}`))])
      writeFileSync(join(root, file), original)
    }
    for (const value of RULES[kind].passes) expect(withFieldValue(root, file, path, value).problems, String(value)).toEqual([])
  })
})

/** Every list of texts a collection's fixture fills, with its path. */
const textLists = Object.keys(collections).flatMap((name) => {
  const first = readdirSync(join(FIXTURE_CONTENT, name)).sort()[0]!
  const data = parseDocument(
    readFileSync(join(FIXTURE_CONTENT, name, first), 'utf8')
      .split('\n---\n')[0]!
      .replace(/^---\n/, ''),
  ).toJS() as unknown
  const lists: [string, string, Path][] = []
  const visit = (value: unknown, path: Path) => {
    if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'))
      lists.push([`content/${name}/${first} ${fieldPath(path)}`, `content/${name}/${first}`, path])
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]))
    else if (typeof value === 'object' && value !== null) for (const [key, inner] of Object.entries(value)) visit(inner, [...path, key])
  }
  visit(data, [])
  return lists
})

describe('An item written twice in a list of texts is named on its line', () => {
  test('the fixtures have such lists', () => expect(textLists.length).toBeGreaterThan(2))
  test.each(textLists)('%s', (_name, file, path) => {
    const first = parseDocument(
      readFileSync(join(root, file), 'utf8')
        .split('\n---\n')[0]!
        .replace(/^---\n/, ''),
    ).getIn([...path, 0]) as string
    const { line, problems } = withFieldValue(root, file, [...path, 1], first)
    expect(problems).toEqual([`${file}:${line} ${fieldPath([...path, 1])}: repeats item 1 of this list (${first}), and the page would show it twice: remove one`])
  })
})

test('the Play With Me closing text names no time of its own: the page adds the reply time after it', () => {
  const file = 'content/settings/site.md'
  const written = 'Register your child today. We will call you within 1 week.'
  const { line, problems } = withFieldValue(root, file, ['playWithMe', 'closingText'], written)
  expect(problems).toEqual([
    `${file}:${line} playWithMe.closingText: must not name a time: the page adds "We will contact you within" and the reply time (replyTime) after these words. Write the time in replyTime (it is "${written}")`,
  ])
})
