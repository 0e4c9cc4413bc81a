import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { newestSourceChange } from './newest-source-change.ts'

let root: string
afterEach(() => rmSync(root, { recursive: true, force: true }))

const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds)

test('finds the newest change in the site sources, however deep, and ignores other folders', () => {
  root = mkdtempSync(join(tmpdir(), 'senseahead-sources-'))
  mkdirSync(join(root, 'content/games'), { recursive: true })
  mkdirSync(join(root, 'data'))
  writeFileSync(join(root, 'content/games/chess.md'), 'x')
  writeFileSync(join(root, 'data/submissions.sqlite'), 'x')
  writeFileSync(join(root, 'vite.config.ts'), 'x')
  for (const path of ['content', 'content/games', 'vite.config.ts']) at(join(root, path), 1_000)
  at(join(root, 'content/games/chess.md'), 5_000)
  at(join(root, 'data/submissions.sqlite'), 9_000)
  expect(newestSourceChange(root)).toBe(5_000_000)
})
