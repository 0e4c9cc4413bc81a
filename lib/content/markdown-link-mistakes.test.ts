import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { collections } from './collections.ts'
import type { CollectionDefinition } from './collection-definition.ts'
import { formatProblem } from './format-problem.ts'
import { copyOfFixtureContent, FIXTURE_CONTENT } from './testing/copy-of-fixture-content.ts'
import { pngHeader } from './testing/png-header.ts'
import { problemsOfFile } from './testing/problems-of-file.ts'

let root: string
let remove: () => void
beforeEach(() => ({ root, remove } = copyOfFixtureContent()))
beforeEach(() => {
  // The pictures a text names are looked for in this test's own public folder.
  mkdirSync(join(root, 'public/images/blog'), { recursive: true })
  writeFileSync(join(root, 'public/images/blog/calm-room.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>')
  writeFileSync(join(root, 'public/images/blog/photo.png'), pngHeader(2000, 1500))
  vi.stubEnv('PUBLIC_DIR', join(root, 'public'))
})
afterEach(() => {
  vi.unstubAllEnvs()
  remove()
})

/** Every collection whose text below the frontmatter is Markdown, with the file of it the test writes into. */
const withText = (Object.entries(collections) as [string, CollectionDefinition][])
  .filter(([, { body }]) => body.kind !== 'none')
  .map(([name, { body }]) => [name, `content/${name}/${readdirSync(join(FIXTURE_CONTENT, name)).sort()[0]}`, 'elsewhere' in body ? body.elsewhere : undefined] as const)

/** Adds a paragraph at the end of the file's text (published here rather than elsewhere), and returns the problems of that file's text (its pictures are not in this test's folder), read with its folder alone. */
function withParagraph(file: string, elsewhere: string | undefined, paragraph: string) {
  let source = readFileSync(join(root, file), 'utf8')
  if (elsewhere) source = source.replace(new RegExp(`^${elsewhere}: .*\\n`, 'm'), '')
  source = `${source.trimEnd()}\n\n${paragraph}\n`
  writeFileSync(join(root, file), source)
  const line = source.trimEnd().split('\n').length
  return {
    line,
    problems: problemsOfFile(root, file)
      .filter((problem) => problem.field === 'text')
      .map(formatProblem),
  }
}

const mistakes: [string, string, string][] = [
  [
    'a javascript: link',
    'Read [this](javascript:alert(1)).',
    'the link "javascript:alert(1)" is not a web address, and the site would show it as a dead link: link to a page starting with https://',
  ],
  ['an http:// link', 'Read [this](http://example.org/page).', 'the link http://example.org/page starts with http://; links must be secure: write https://example.org/page'],
  ['a link without https://', 'Read [this](www.example.org).', 'the link www.example.org has no https:// at its start: write https://www.example.org'],
  [
    'a bare http:// address, which the page links as GitHub does',
    'Read http://example.org/page.',
    'the link http://example.org/page starts with http://; links must be secure: write https://example.org/page',
  ],
  ['a bare www. address', 'Read www.example.org/page, then call.', 'the link www.example.org/page has no https:// at its start: write https://www.example.org/page'],
  [
    'a space between ] and ( around a bare address',
    'Read [the study] (https://example.org/study) first.',
    '"[the study] (https://example.org/study)" is shown as written, not as a link, because of the space between ] and (: write [the study](https://example.org/study)',
  ],
  [
    'a link to a file name',
    'Read [this](research.md).',
    'the link "research.md" is not a full web address: write one starting with https://, or a page of this site starting with /, like /research',
  ],
  ['a link without an address', 'Read [this]().', 'the link has no address: write it between the brackets, like [our research](https://example.org/research)'],
  ['a reference link to http://', 'Read [this][1].\n\n[1]: http://example.org', 'the link http://example.org starts with http://; links must be secure: write https://example.org'],
  [
    'a picture that does not exist',
    '![A calm room](/images/blog/calm-rooms.svg)',
    'the picture /images/blog/calm-rooms.svg: there is no file public/images/blog/calm-rooms.svg: add it, or correct the path',
  ],
  ['a picture from another site', '![A calm room](https://example.org/room.svg)', 'the picture https://example.org/room.svg: must be a file of this site, not a web address'],
  ['a photo', '![A calm room](/images/blog/photo.png)', 'the photo /images/blog/photo.png would not show in the text'],
  ['a link without words', 'Read [](https://example.org/page).', 'the link to https://example.org/page has no words between its brackets, so visitors would not see it'],
  [
    'a space between ] and (',
    'Read [the study] (https://example.org/study).',
    '"[the study] (https://example.org/study)" is shown as written, not as a link, because of the space between ] and (: write [the study](https://example.org/study)',
  ],
  ['a reference link without its address', 'Read [the study][2].', '"[the study][2]" is shown as written, not as a link: there is no line "[2]: https://…" giving its address'],
  ['a heading with one #', '# Another main heading', 'a heading with one # is the main heading of a page, which the page already has'],
  ['a picture without a description', '![](/images/blog/calm-room.svg)', 'the picture /images/blog/calm-room.svg has no description for visitors who cannot see it'],
]

describe.each(withText)('Links and pictures in the text of %s follow the rules of the fields', (_name, file, elsewhere) => {
  test.each(mistakes)('%s', (_kind, paragraph, message) => {
    const { line, problems } = withParagraph(file, elsewhere, paragraph)
    expect(problems).toEqual([expect.stringContaining(`${file}:${line} text: ${message}`)])
  })

  test('links that work and a drawing with its description pass', () => {
    const paragraph =
      'See [our research](/research), [the top](#top), [a study](https://example.org/study), https://example.org/other, [write to us](mailto:hello@example.org) or hello@example.org.\n\n![A calm room](/images/blog/calm-room.svg)'
    expect(withParagraph(file, elsewhere, paragraph).problems).toEqual([])
  })
})
