import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const clientRoot = 'dist/client'
const scripts = readdirSync(clientRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, source: readFileSync(join(clientRoot, file), 'utf8') }))

describe('The browser bundle', () => {
  test.each([
    ['the content schemas', 'must be a path under public/'],
    ['the content checker', 'is not a content folder'],
    ['the Markdown renderer', 'remark'],
    ['the YAML parser', 'Nested mappings are not allowed'],
  ])('does not contain %s', (_name, marker) => {
    expect(scripts.filter(({ source }) => source.includes(marker)).map(({ file }) => file)).toEqual([])
  })
})
