import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { copyOfFixtureContent, FIXTURE_CONTENT } from './testing/copy-of-fixture-content.ts'
import { collections } from './collections.ts'
import type { CollectionDefinition } from './collection-definition.ts'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'
import { referenceFields } from './fields/reference-fields.ts'
import { parseContentFile } from './parse-content-file.ts'

let root: string
let remove: () => void
beforeEach(() => ({ root, remove } = copyOfFixtureContent()))
afterEach(() => remove())

const lines = () => loadContent(root).problems.map(formatProblem)
// A folder of fixed file names (the emails) cannot hold a copy: its names are checked on their own.
const lists = (Object.entries(collections) as [string, CollectionDefinition][]).filter(([, definition]) => !definition.single && !definition.fixedFiles)

describe('A value two files of a collection may not share is reported on every file involved', () => {
  test.each(lists.map(([name, definition]) => [name, definition] as const))('%s', (name, definition) => {
    const original = readdirSync(join(FIXTURE_CONTENT, name)).sort()[0]!
    const copy = `copy-of-${original}`
    cpSync(join(root, 'content', name, original), join(root, 'content', name, copy))
    const source = readFileSync(join(root, 'content', name, original), 'utf8')
    const parsed = parseContentFile(source)
    if (!parsed.ok) throw new Error(`${original} does not parse`)
    const data = parsed.file.data as Record<string, unknown>
    const shared = [...('order' in definition.schema.shape ? ['order'] : []), ...['name', 'title'].filter((field) => field in definition.schema.shape).slice(0, 1)]
    expect(shared.length).toBeGreaterThan(0)
    const expected = shared.flatMap((field) => {
      const line = parsed.file.lineOf([field])
      const words =
        field === 'order'
          ? (other: string) => `${String(data.order)} is also the order of ${other}; give each file its own number`
          : (other: string) => `"${String(data[field])}" is also the ${field} of ${other}, so visitors would see two ${name} alike: change one, or remove the copy`
      return [
        `content/${name}/${original}:${line} ${field}: ${words(`content/${name}/${copy}`)}`,
        `content/${name}/${copy}:${line} ${field}: ${words(`content/${name}/${original}`)}`,
      ]
    })
    expect([...lines()].sort()).toEqual(expected.sort())
  })

  test('a name differing only in capitals or spaces is the same name', () => {
    const copy = join(root, 'content/games/chess-1.md')
    const chess = readFileSync(join(root, 'content/games/chess.md'), 'utf8')
    const { name } = (parseContentFile(chess) as { ok: true; file: { data: { name: string } } }).file.data
    const changed = chess.replace(/^name: .*$/m, `name: "${name.toUpperCase()} "`).replace(/^order: .*$/m, 'order: 999')
    writeFileSync(copy, changed)
    expect(lines()).toContain(
      `content/games/chess.md:${changed.split('\n').findIndex((line) => line.startsWith('name:')) + 1} name: "${name}" is also the name of content/games/chess-1.md, so visitors would see two games alike: change one, or remove the copy`,
    )
  })
})

describe('A file the site’s pages are made from may not be removed', () => {
  const required = (Object.entries(collections) as [string, CollectionDefinition][]).flatMap(([name, definition]) => (definition.required ?? []).map((slug) => [name, slug] as const))
  test.each(required)('%s/%s', (name, slug) => {
    rmSync(join(root, 'content', name, `${slug}.md`))
    expect(lines()).toEqual([
      `content/${name}/${slug}.md: this file is missing, and the site's page /${slug} is made from it: add it again (restore it from the pull request's history, or copy another file of content/${name}/ and change its words)`,
    ])
  })

  test.each((Object.entries(collections) as [string, CollectionDefinition][]).filter(([, definition]) => definition.single).map(([name]) => name))('the one file of %s', (name) => {
    for (const file of readdirSync(join(root, 'content', name))) rmSync(join(root, 'content', name, file))
    expect(lines()).toEqual([
      `content/${name}: this folder's one .md file is missing, and every page is made from it: restore the file (from the pull request's history), or add it again`,
    ])
  })
})

describe('A list of references names each file once', () => {
  const lists = (Object.entries(collections) as [string, CollectionDefinition][]).flatMap(([name, { schema }]) => referenceFields(schema).map(({ field }) => [name, field] as const))
  test.each(lists)('%s: %s', (name, field) => {
    const file = `content/${name}/${readdirSync(join(FIXTURE_CONTENT, name)).sort()[0]}`
    const source = readFileSync(join(root, file), 'utf8').split('\n')
    const start = source.indexOf(`${field}:`)
    if (start < 0) return // a single reference, not a list
    const first = source[start + 1]!
    source[start + 2] = first
    writeFileSync(join(root, file), source.join('\n'))
    expect(lines()).toEqual([`${file}:${start + 3} ${field}[2]: repeats item 1 of this list (${first.replace(/^\s*- /, '')}), and the page would show it twice: remove one`])
  })
})
