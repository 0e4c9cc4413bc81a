import { readdirSync, readFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { collections } from '../content/collections.ts'
import { readEntryFile, writeEntryFile, WRITTEN } from './entry-file.ts'

// Every file of the site's content, and fixed examples for the changes.
const fixtures = join(process.cwd(), 'lib/content/fixtures/valid/content')
const content = join(process.cwd(), 'content')
const files = [content, fixtures].flatMap((folder) =>
  Object.keys(collections).flatMap((name) =>
    readdirSync(join(folder, name))
      .filter((file) => file.endsWith('.md'))
      .map((file) => join(folder, name, file)),
  ),
)
const text = (path: string) => readFileSync(isAbsolute(path) ? path : join(fixtures, path), 'utf8')

describe('a content file saved from the content editor', () => {
  test('is written back byte for byte when nothing changed, comments included', () => {
    for (const path of files) expect(writeEntryFile(readEntryFile(text(path))), path).toBe(text(path))
  })

  test('changes only the line of a changed field, and takes out a field emptied', () => {
    const chess = text('games/chess.md')
    const written = writeEntryFile({ ...readEntryFile(chess), order: 12, link: '' })
    expect(written).toBe(chess.replace(/^order: .*$/m, 'order: 12').replace(/^link: .*\n/m, ''))
  })

  test('writes a changed list in its place, the next field on its own line', () => {
    const project = text('research-projects/wearable-early-warning-pilot.md')
    const read = readEntryFile(project)
    const written = writeEntryFile({ ...read, partners: ['Lakeside University'] })
    expect(written).toBe(project.replace(/^partners:\n(?: {2}- .*\n)+/m, 'partners:\n  - Lakeside University\n'))
    expect(writeEntryFile({ ...read, partners: [] })).toBe(project.replace(/^partners:\n(?: {2}- .*\n)+/m, 'partners: []\n'))
  })

  test('keeps the text below the fields as written unless it changed', () => {
    const advisor = text('advisors/elena-marsh.md')
    const read = readEntryFile(advisor)
    expect(writeEntryFile({ ...read, body: `${String(read.body)}\n\nOne more paragraph.` })).toBe(`${advisor.trimEnd()}\n\nOne more paragraph.\n`)
  })

  test('writes a new entry in the order of the form', () => {
    const { [WRITTEN]: _written, ...fields } = readEntryFile(text('games/chess.md'))
    const order = Object.keys(collections.games.schema.shape)
    const written = writeEntryFile({ order: 3, ...fields }, order)
    expect(
      written
        .split('\n')
        .slice(1, -2)
        .map((line) => line.split(':')[0]),
    ).toEqual(order)
  })
})
