import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { buildState } from './build-state.ts'
import { builtServerPath } from './built-server-path.ts'
import { builtSourcesPath } from './built-sources-path.ts'
import { recordBuiltSources } from './record-built-sources.ts'

let root: string
const folders: string[] = []
const freshFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'senseahead-sources-'))
  folders.push(folder)
  return folder
}

/** A project with one page, one content file, one server module and a finished build of them, as the build's last step records it. */
beforeEach(() => {
  vi.stubEnv('CONTENT_DIR', '')
  vi.stubEnv('PUBLIC_DIR', '')
  root = freshFolder()
  for (const folder of ['content/games', 'pages/index', 'api', 'public', 'dist/client', 'dist/server', 'data']) mkdirSync(join(root, folder), { recursive: true })
  writeFileSync(join(root, 'content/games/chess.md'), 'name: Chess')
  writeFileSync(join(root, 'pages/index/+Page.tsx'), 'export {}')
  writeFileSync(join(root, 'api/app.server.ts'), 'export {}')
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion": 3}')
  writeFileSync(join(root, 'dist/client/404.html'), '<h1>Not found</h1>')
  writeFileSync(builtServerPath(root), 'export {}')
  recordBuiltSources(root)
})
afterEach(() => {
  vi.unstubAllEnvs()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

test('a finished build of the sources as they are is current', () => {
  expect(buildState(root)).toBe('current')
})

test('a copy of the whole folder elsewhere, with every file written at another time (as a fresh clone is), is current', () => {
  const copy = freshFolder()
  cpSync(root, copy, { recursive: true })
  const later = new Date(Date.now() + 3_600_000)
  for (const file of ['content/games/chess.md', 'pages/index/+Page.tsx', 'api/app.server.ts', 'package-lock.json']) utimesSync(join(copy, file), later, later)
  expect(buildState(copy)).toBe('current')
})

test('a file a tool creates beside a source and removes again leaves the build current', () => {
  const scratch = join(root, 'pages/index/+route.ts.build-1234.mjs')
  writeFileSync(scratch, 'export {}')
  rmSync(scratch)
  expect(buildState(root)).toBe('current')
})

test('files the build is not made from (tests, the data folder) leave it current', () => {
  writeFileSync(join(root, 'pages/index/page.test.ts'), 'test')
  writeFileSync(join(root, 'data/submissions.sqlite'), 'rows')
  expect(buildState(root)).toBe('current')
})

test('a release, the build and the package files without the sources, is current', () => {
  const release = freshFolder()
  for (const path of ['dist', 'package-lock.json']) cpSync(join(root, path), join(release, path), { recursive: true })
  expect(buildState(release)).toBe('current')
})

test.each([
  ['a content file is edited', () => writeFileSync(join(root, 'content/games/chess.md'), 'name: Chess for two')],
  ['a content file is edited to the same length', () => writeFileSync(join(root, 'content/games/chess.md'), 'name: Chest')],
  ['a content file is added', () => writeFileSync(join(root, 'content/games/go.md'), 'name: Go')],
  ['a content file is removed', () => rmSync(join(root, 'content/games/chess.md'))],
  [
    'a content file is renamed',
    () => {
      cpSync(join(root, 'content/games/chess.md'), join(root, 'content/games/chess-2.md'))
      rmSync(join(root, 'content/games/chess.md'))
    },
  ],
  ['a page is added', () => writeFileSync(join(root, 'pages/index/+data.ts'), 'export {}')],
  ["the server's code changes", () => writeFileSync(join(root, 'api/app.server.ts'), 'export const app = 1')],
  ['the packages change', () => writeFileSync(join(root, 'package-lock.json'), '{}')],
  ['another content folder is named', () => vi.stubEnv('CONTENT_DIR', 'content/games')],
])('when %s, the build was made from other sources', (_, change) => {
  change()
  expect(buildState(root)).toBe('other-sources')
})

test.each([
  ['without its fingerprint (stopped half-way)', () => rmSync(builtSourcesPath(root))],
  ['without its pages', () => rmSync(join(root, 'dist/client/404.html'))],
  ['without its compiled server', () => rmSync(builtServerPath(root))],
  ['when there is no dist/ at all', () => rmSync(join(root, 'dist'), { recursive: true })],
])('a build %s is none', (_, change) => {
  change()
  expect(buildState(root)).toBe('none')
})
