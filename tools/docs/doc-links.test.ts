import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { brokenLinks } from './broken-links.ts'
import { headingAnchors } from './heading-anchors.ts'

const DOCS = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTENT.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

test.each(DOCS)('every link of %s to a file of the project leads to a file and a heading that exist', (path) => {
  expect(brokenLinks(process.cwd(), path)).toEqual([])
})

const scratch = mkdtempSync(join(tmpdir(), 'doc-links-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

test('a link to a missing file or heading is named with its line, wherever it is written', () => {
  mkdirSync(join(scratch, 'docs'))
  writeFileSync(join(scratch, 'GUIDE.md'), '# Guide\n\n## Every field, kind by kind\n\n### Games\n\n### Games\n')
  writeFileSync(
    join(scratch, 'docs', 'page.md'),
    [
      '# Page',
      '[fine](../GUIDE.md#every-field-kind-by-kind) [second games](../GUIDE.md#games-1) [here](#page) [web](https://example.org) `[in code](gone.md)`',
      '[gone](gone.md)',
      '![gone picture](pictures/gone.png)',
      '<img src="gone.svg" alt="">',
      '[no such heading](../GUIDE.md#games-2) [nor here](#nowhere)',
    ].join('\n'),
  )
  expect(brokenLinks(scratch, 'docs/page.md')).toEqual([
    'docs/page.md:3 gone.md: docs/gone.md does not exist',
    'docs/page.md:4 pictures/gone.png: docs/pictures/gone.png does not exist',
    'docs/page.md:5 gone.svg: docs/gone.svg does not exist',
    'docs/page.md:6 ../GUIDE.md#games-2: GUIDE.md has no heading #games-2',
    'docs/page.md:6 #nowhere: docs/page.md has no heading #nowhere',
  ])
})

test("a heading's anchor is GitHub's: lower case, punctuation dropped, code kept, spaces made dashes", () => {
  expect([...headingAnchors("## Confirmation emails and a person's own data\n\n### `TRUST_PROXY`: who\n\n## Without write access: a fork")]).toEqual([
    'confirmation-emails-and-a-persons-own-data',
    'trust_proxy-who',
    'without-write-access-a-fork',
  ])
})
