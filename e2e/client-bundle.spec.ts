import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { scriptsOfPages } from '#tools/client-scripts/scripts-of-pages.ts'
import { expect, test } from './support/fixtures.ts'

const clientRoot = 'dist/client'
const isEditor = (htmlFile: string) => htmlFile.startsWith('admin/')
// What the site's public pages can load; the content editor (/admin/) brings its own code.
const publicScripts = [...scriptsOfPages(clientRoot, (file) => !isEditor(file))].map((file) => ({ file, source: readFileSync(join(clientRoot, file), 'utf8') }))

test.describe('The browser bundle', () => {
  const serverOnly = [
    ['the content schemas', 'must be a path under public/'],
    ['the content checker', 'is not a content folder'],
    ['the Markdown renderer', 'remark'],
    ['the YAML parser', 'Nested mappings are not allowed'],
  ]
  for (const [name, marker] of serverOnly) {
    test(`does not contain ${name}`, () => {
      expect(publicScripts.length).toBeGreaterThan(0)
      expect(publicScripts.filter(({ source }) => source.includes(marker!)).map(({ file }) => file)).toEqual([])
    })
  }

  test('of the public pages holds none of the content editor', () => {
    const editorScripts = scriptsOfPages(clientRoot, isEditor)
    const editorOnly = [...editorScripts].filter((file) => readFileSync(join(clientRoot, file), 'utf8').includes('decap-cms'))
    expect(editorOnly.length).toBeGreaterThan(0)
    expect(publicScripts.filter(({ file, source }) => editorOnly.includes(file) || source.includes('decap-cms')).map(({ file }) => file)).toEqual([])
  })
})
