import { z } from 'zod'
import { describe, expect, test } from 'vitest'
import { collections } from '../content/collections.ts'
import { unwrapZod } from './unwrap-zod.ts'
import { decapConfig } from './decap-config.ts'
import type { DecapField } from './decap-types.ts'

const config = decapConfig({ settings: 'site', founder: 'maya-okafor' })
const collectionOf = (name: string) => config.collections.find((collection) => collection.name === name)!
const fieldsOf = (name: string) => {
  const collection = collectionOf(name)
  return collection.fields ?? collection.files![0]!.fields
}

/** Every field path of a zod object, nested objects and lists of objects included. */
function schemaPaths(schema: z.ZodObject, prefix = ''): string[] {
  return Object.entries(schema.shape).flatMap(([name, field]) => {
    const inner = unwrapZod(field as z.ZodType)
    const element = inner instanceof z.ZodArray ? unwrapZod(inner.element as z.ZodType) : inner
    return [`${prefix}${name}`, ...(element instanceof z.ZodObject ? schemaPaths(element, `${prefix}${name}.`) : [])]
  })
}

function decapPaths(fields: DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => [`${prefix}${field.name}`, ...(field.fields ? decapPaths(field.fields, `${prefix}${field.name}.`) : [])])
}

function findField(fields: DecapField[], path: string): DecapField {
  const [name, ...rest] = path.split('.')
  const field = fields.find((each) => each.name === name)!
  return rest.length ? findField(field.fields!, rest.join('.')) : field
}

describe('the CMS configuration generated from the content schemas', () => {
  test('has every collection, single-file ones and those of fixed files as files', () => {
    expect(config.collections.map((collection) => collection.name)).toEqual(Object.keys(collections))
    for (const [name, definition] of Object.entries(collections)) {
      if ('single' in definition) expect(collectionOf(name).files).toHaveLength(1)
      else if ('fixedFiles' in definition) expect(collectionOf(name).files!.map((file) => file.name)).toEqual(Object.keys(definition.fixedFiles))
      else expect(collectionOf(name).folder).toBe(`content/${name}`)
    }
  })

  test('has every field of every schema, in the order the schema declares, each labelled and described', () => {
    for (const [name, { schema }] of Object.entries(collections)) {
      const fields = fieldsOf(name)
      expect(
        decapPaths(fields).filter((path) => path !== 'body'),
        name,
      ).toEqual(schemaPaths(schema))
      for (const path of schemaPaths(schema)) {
        const field = findField(fields, path)
        expect(field.label, `${name}: ${path}`).toBeTruthy()
        expect(field.hint, `${name}: ${path} has the schema's description as its help text`).toBeTruthy()
      }
    }
  })

  test('has a text box for the Markdown body exactly where the collection has one', () => {
    for (const [name, { body }] of Object.entries(collections)) {
      const field = fieldsOf(name).find((each) => each.name === 'body')
      if (body.kind === 'none') expect(field, name).toBeUndefined()
      else expect(field, name).toMatchObject({ widget: 'markdown', required: !('elsewhere' in body) })
    }
  })

  test('turns choices into selects, dates into date pickers, whole numbers into numbers kept as typed (step 1), references into relations, lists without limits of their own, pictures into uploads to their folder', () => {
    expect(findField(fieldsOf('games'), 'visual')).toMatchObject({ widget: 'select', options: expect.arrayContaining(['chess']) })
    expect(findField(fieldsOf('podcasts'), 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false })
    expect(findField(fieldsOf('games'), 'order')).toMatchObject({ widget: 'number', value_type: 'float', step: 1, min: 0 })
    expect(findField(fieldsOf('publications'), 'year')).toMatchObject({ widget: 'number', min: 1900, max: 2100 })
    expect(findField(fieldsOf('science-topics'), 'publications')).toMatchObject({ widget: 'relation', collection: 'publications', multiple: true })
    expect(findField(fieldsOf('advisors'), 'image')).toMatchObject({ widget: 'image', media_folder: '/public/images/people', public_folder: '/images/people' })
    expect(findField(fieldsOf('blog-posts'), 'image')).toMatchObject({ media_folder: '/public/images/blog' })
    expect(findField(fieldsOf('settings'), 'hero.video')).toMatchObject({ widget: 'file', media_folder: '/public/media' })
    expect(findField(fieldsOf('settings'), 'mission.pillars')).toMatchObject({ widget: 'list' })
    // How many items a list holds, the check says before saving, in its words.
    expect(findField(fieldsOf('settings'), 'mission.pillars').min).toBeUndefined()
    expect(findField(fieldsOf('settings'), 'socials.url').pattern).toBeDefined()
    expect(findField(fieldsOf('signup-pages'), 'lists')).toMatchObject({ required: false })
    expect(findField(fieldsOf('blog-posts'), 'link')).toMatchObject({ required: false })
  })

  test('names the sections of a sectioned text, and leaves saying which is missing to the check before saving', () => {
    const body = findField(fieldsOf('founder'), 'body')
    expect(body.hint).toContain('"## My Story"')
    expect(body.pattern).toBeUndefined()
  })
})

// Values an editor might type; images are left out, as the checker also wants their file to exist.
const probes = [
  '',
  ' ',
  'x',
  ' x ',
  'Chess',
  '8+',
  '108+',
  'x'.repeat(101),
  'x'.repeat(301),
  '#',
  'https://',
  'https://example.org/a',
  'http://example.org',
  'www.example.org',
  '2026-03-14',
  '2026-3-14',
  '10.1002/aur.2151',
  '12(8)',
  '1286–1296',
  'hello@example.org',
  'Maya Okafor',
]

describe("validation parity: a text the form lets through, the checker accepts too, with the same words (but for a text's length, refused before saving with its count)", () => {
  for (const [name, { schema }] of Object.entries(collections)) {
    test(name, () => {
      for (const path of schemaPaths(schema)) {
        const field = findField(fieldsOf(name), path)
        const zodField = path.split('.').reduce<z.ZodType>((current, key) => {
          let inner = unwrapZod(current)
          if (inner instanceof z.ZodArray) inner = unwrapZod(inner.element as z.ZodType)
          return (inner as z.ZodObject).shape[key] as z.ZodType
        }, schema)
        const inner = unwrapZod(zodField)
        const leaf = field.widget === 'list' && field.field ? field.field : field
        if (!['string', 'text', 'datetime'].includes(leaf.widget) || !(inner instanceof z.ZodString || inner instanceof z.ZodArray)) continue
        const checked = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : inner
        for (const value of probes) {
          const formAccepts = value.trim() !== '' && (!leaf.pattern || new RegExp(leaf.pattern[0]).test(value))
          // Its length is the check's to refuse before saving, as the length is counted there (problems-before-save.test.ts).
          const checkerAccepts = checked.safeParse(value).success || checked.safeParse(value).error!.issues.every((issue) => issue.code === 'too_big')
          if (formAccepts) expect(checkerAccepts, `${name}: ${path} = ${JSON.stringify(value)}`).toBe(true)
          if (!formAccepts && value.trim() !== '' && leaf.pattern && !checkerAccepts) {
            expect(
              checked.safeParse(value).error!.issues.map((issue) => issue.message),
              `${name}: ${path} = ${JSON.stringify(value)}`,
            ).toContain(leaf.pattern[1])
          }
        }
      }
    })
  }
})

test('the emails are files of fixed names, each text saying which placeholders it may hold, and the paragraph about updates only where a form asks', () => {
  const emails = config.collections.find((collection) => collection.name === 'emails')!
  expect(emails.folder).toBeUndefined()
  const contact = emails.files!.find((file) => file.name === 'contact')!
  expect(contact.file).toBe('content/emails/contact.md')
  expect(contact.fields.map((field) => field.name)).toEqual(['subject', 'updates', 'body'])
  expect(contact.fields.find((field) => field.name === 'body')!.hint).toContain('{reference}')
  expect(contact.fields.find((field) => field.name === 'updates')!.hint).toContain('{confirmLink}')
  const play = emails.files!.find((file) => file.name === 'play-signup')!
  expect(play.fields.map((field) => field.name)).toEqual(['subject', 'body'])
  expect(play.fields.find((field) => field.name === 'subject')!.hint).not.toContain('{firstName}')
})
