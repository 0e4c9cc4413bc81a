import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './support/fixtures.ts'

const clientRoot = 'dist/client'
const scripts = readdirSync(clientRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, source: readFileSync(join(clientRoot, file), 'utf8') }))

test.describe('The browser bundle', () => {
  const serverOnly = [
    ['the content schemas', 'must be a path under public/'],
    ['the content checker', 'is not a content folder'],
    ['the Markdown renderer', 'remark'],
    ['the YAML parser', 'Nested mappings are not allowed'],
  ]
  for (const [name, marker] of serverOnly) {
    test(`does not contain ${name}`, () => {
      expect(scripts.filter(({ source }) => source.includes(marker!)).map(({ file }) => file)).toEqual([])
    })
  }
})
