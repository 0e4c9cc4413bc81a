import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { remark } from 'remark'
import { describe, expect, test } from 'vitest'
import remarkConfig from '../../.remarkrc.mjs'
import { collections } from '#lib/content/collections.ts'

const FIXTURES = 'lib/content/fixtures/valid/content'
const [, [, { schemas }]] = remarkConfig.plugins as unknown as [unknown, [unknown, { schemas: Record<string, string[]> }]]

/** What the VS Code extension reports for a file at `path` (from the project root) holding `value`. */
async function problems(path: string, value: string) {
  const file = await remark()
    .use(remarkConfig)
    .process({ path: resolve(path), value })
  return file.messages.map(({ line, reason }) => ({ line, reason }))
}

describe('the frontmatter check in VS Code (.remarkrc.mjs)', () => {
  test('VS Code recommends the extension that reads .remarkrc.mjs', () => {
    expect(JSON.parse(readFileSync('.vscode/extensions.json', 'utf8')).recommendations).toContain('unifiedjs.vscode-remark')
  })

  test('every collection folder is checked against its own JSON Schema, and every schema named exists', () => {
    for (const schema of Object.keys(schemas)) expect(existsSync(schema), schema).toBe(true)
    const folders = readdirSync('content').filter((name) => name !== 'json-schema' && statSync(join('content', name)).isDirectory())
    expect(folders.sort()).toEqual(Object.keys(collections).sort())
    for (const name of folders) expect(schemas[`content/json-schema/${name}.schema.json`], name).toEqual([`content/${name}/*.md`])
  })

  test.each(Object.keys(collections))('a valid %s file has no problem, and a field it does not take is reported', async (name) => {
    for (const example of readdirSync(join(FIXTURES, name)).filter((file) => file.endsWith('.md'))) {
      const valid = readFileSync(join(FIXTURES, name, example), 'utf8')
      expect(await problems(`content/${name}/${example}`, valid), example).toEqual([])
      // Ajv names no line for a field the schema does not list: the extension marks the top of the file.
      const withStray = valid.replace(/^---\n/, '---\nnotAField: 1\n')
      expect(await problems(`content/${name}/${example}`, withStray), example).toEqual([expect.objectContaining({ reason: expect.stringContaining('additional properties') })])
    }
  })

  test('a mistake is reported on its line', async () => {
    const chess = readFileSync(join(FIXTURES, 'games/chess.md'), 'utf8')
    const broken = chess.replace('visual: chess', 'visual: chest').replace('link: https://lichess.org/', 'link: lichess.org').replace('name: Chess\n', 'name: "  "\n')
    const found = await problems('content/games/chess.md', broken)
    const lineOf = (text: string) => broken.split('\n').findIndex((line) => line.startsWith(text)) + 1
    expect(found.map(({ line }) => line).sort()).toEqual([lineOf('name:'), lineOf('link:'), lineOf('link:'), lineOf('visual:')].sort())
    expect(found.find(({ line }) => line === lineOf('visual:'))?.reason).toContain('chess')
  })
})
