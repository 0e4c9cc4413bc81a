import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { buildIsCurrent } from './build-is-current.ts'
import { builtSourcesPath } from './built-sources-path.ts'
import { recordBuiltSources } from './record-built-sources.ts'

let root: string

/** A project with one page, one content file and a finished build of them, as the build's last step records it. */
beforeEach(() => {
  vi.stubEnv('CONTENT_DIR', '')
  vi.stubEnv('PUBLIC_DIR', '')
  root = mkdtempSync(join(tmpdir(), 'senseahead-sources-'))
  for (const folder of ['content/games', 'pages/index', 'public', 'dist/client', 'data']) mkdirSync(join(root, folder), { recursive: true })
  writeFileSync(join(root, 'content/games/chess.md'), 'name: Chess')
  writeFileSync(join(root, 'pages/index/+Page.tsx'), 'export {}')
  writeFileSync(join(root, 'dist/client/404.html'), '<h1>Not found</h1>')
  recordBuiltSources(root)
})
afterEach(() => {
  vi.unstubAllEnvs()
  rmSync(root, { recursive: true, force: true })
})

test('a finished build of the sources as they are is current', () => {
  expect(buildIsCurrent(root)).toBe(true)
})

test('a file a tool creates beside a source and removes again leaves the build current', () => {
  const scratch = join(root, 'pages/index/+route.ts.build-1234.mjs')
  writeFileSync(scratch, 'export {}')
  rmSync(scratch)
  expect(buildIsCurrent(root)).toBe(true)
})

test('files the build is not made from (tests, the data folder) leave it current', () => {
  writeFileSync(join(root, 'pages/index/page.test.ts'), 'test')
  writeFileSync(join(root, 'data/submissions.sqlite'), 'rows')
  expect(buildIsCurrent(root)).toBe(true)
})

test.each([
  ['a content file is edited', () => writeFileSync(join(root, 'content/games/chess.md'), 'name: Chess for two')],
  ['a content file is added', () => writeFileSync(join(root, 'content/games/go.md'), 'name: Go')],
  ['a content file is removed', () => rmSync(join(root, 'content/games/chess.md'))],
  ['a page is added', () => writeFileSync(join(root, 'pages/index/+data.ts'), 'export {}')],
  ['the packages change', () => writeFileSync(join(root, 'package-lock.json'), '{}')],
  ['another content folder is named', () => vi.stubEnv('CONTENT_DIR', 'content/games')],
])('when %s, the build is no longer current', (_, change) => {
  change()
  expect(buildIsCurrent(root)).toBe(false)
})

test('a build without its fingerprint (stopped half-way), or without its pages, is not current', () => {
  rmSync(builtSourcesPath(root))
  expect(buildIsCurrent(root)).toBe(false)
  recordBuiltSources(root)
  rmSync(join(root, 'dist/client/404.html'))
  expect(buildIsCurrent(root)).toBe(false)
})
