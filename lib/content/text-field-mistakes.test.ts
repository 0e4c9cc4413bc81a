import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { z } from 'zod'
import { collections } from './collections.ts'
import type { CollectionDefinition } from './collection-definition.ts'
import { fieldPath } from './field-path.ts'
import { textFields } from './fields/text-fields.ts'
import { copyOfFixtureContent, FIXTURE_CONTENT } from './testing/copy-of-fixture-content.ts'
import { withFieldValue } from './testing/with-field-value.ts'

const fixture = FIXTURE_CONTENT

let root: string
let remove: () => void
beforeEach(() => ({ root, remove } = copyOfFixtureContent()))
afterEach(() => remove())

type Path = (string | number)[]

/** Every text field of a schema, with its path (the first item of a list), its maximum, and whether it is written out as Markdown. */
function textFieldPaths(schema: z.ZodType, path: Path = []): { path: Path; max: number; markdown: boolean; format?: string }[] {
  const text = textFields.get(schema)
  if (text) return [{ path, max: text.max, markdown: text.markdown ?? false, format: text.format }]
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return textFieldPaths(schema.unwrap() as z.ZodType, path)
  if (schema instanceof z.ZodArray) return textFieldPaths(schema.element as z.ZodType, [...path, 0])
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape).flatMap(([field, inner]) => textFieldPaths(inner as z.ZodType, [...path, field]))
  return []
}

/** Every text field the fixture of its collection fills, as [collection, file, path, max]. */
const cases = Object.entries(collections).flatMap(([name, definition]: [string, CollectionDefinition]) => {
  const slug = readdirSync(join(fixture, name)).sort()[0]!.replace(/\.md$/, '')
  const file = `content/${name}/${slug}.md`
  const frontmatter = parseDocument(
    readFileSync(join(fixture, name, file.split('/').at(-1)!), 'utf8')
      .split('\n---\n')[0]!
      .replace(/^---\n/, ''),
  )
  // A placeholder the text must hold (an email's confirm link) is kept in every value tried.
  const required = (field: Path) => (definition.requiredPlaceholders?.(slug)?.[String(field[0])] ?? []).map((each) => ` {${each}}`).join('')
  return textFieldPaths(definition.schema)
    .filter(({ path }) => typeof frontmatter.getIn(path) === 'string')
    .map(({ path, max, markdown, format }) => [`${file} ${fieldPath(path)}`, file, path, max, markdown, format, required(path)] as const)
})

const withValue = (file: string, path: Path, value: string) => withFieldValue(root, file, path, value)

test('every text field of every collection has a maximum, and the fixtures fill most of them', () => {
  const all = Object.values(collections).flatMap(({ schema }) => textFieldPaths(schema))
  expect(all.length).toBeGreaterThan(40)
  expect(all.filter(({ max }) => !(max > 0 && max <= 600))).toEqual([])
  expect(cases.length).toBeGreaterThan(all.length * 0.8)
})

describe('Each text field of each collection', () => {
  test.each(cases)('%s', (_name, file, path, max, markdown, format, required) => {
    const original = readFileSync(join(root, file), 'utf8')
    const field = fieldPath(path)
    const one = (value: string, start: string) => {
      writeFileSync(join(root, file), original)
      const { line, problems } = withValue(file, path, value + required)
      // A text of a set form (a phone number) is also refused for not being of it.
      expect(format ? problems.slice(0, 1) : problems).toEqual([expect.stringMatching(new RegExp(`^${file}:${line} ${field.replace(/[[\].]/g, '\\$&')}: ${start}`))])
    }
    one('Some <b>bold</b> words', 'HTML is not shown on the site: the page would show "<b>" as it is written')
    one('Line one<br>line two', 'HTML is not shown on the site: the page would show "<br>" as it is written')
    one('Research &amp; practice', 'the page would show "&amp;" as it is written: write the character itself instead')
    if (markdown) {
      // Written out as Markdown (an email's paragraph): its bold and links work.
      writeFileSync(join(root, file), original)
      expect(withValue(file, path, `Some **bold** words, and [our site](https://example.org)${required}`).problems).toEqual([])
    } else {
      one('Some **bold** words', 'the page would show "\\*\\*bold\\*\\*" with its stars')
      one('See [our site](https://example.org)', 'the page would show "\\[our site\\]\\(https://example.org\\)" as it is written')
    }
    one('word '.repeat(Math.ceil((max + 1) / 5)).trim() + 'x', `is too long for its place on the page: keep it to at most ${max} characters`)
    if (format) return
    // Text that merely looks like markup passes: a comparison, a lone ampersand, a single star.
    writeFileSync(join(root, file), original)
    expect(withValue(file, path, `Ages 3 < 5 & up, *rated*${required}`).problems).toEqual([])
  })
})
