import { EventEmitter } from 'node:events'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ViteDevServer } from 'vite'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { devServerContent } from '../../lib/content/dev-server-content.ts'
import { contentInDev } from './content-in-dev.ts'

const validContent = fileURLToPath(new URL('../../lib/content/fixtures/valid/content/', import.meta.url))

let root: string
let watcher: EventEmitter & { add: (path: string) => void }
let send: ReturnType<typeof vi.fn>

/** The plugin on a project root with valid content, against the parts of Vite's server it uses. */
beforeEach(() => {
  vi.stubEnv('CONTENT_DIR', '')
  root = mkdtempSync(join(tmpdir(), 'senseahead-content-in-dev-'))
  cpSync(validContent, join(root, 'content'), { recursive: true })
  watcher = Object.assign(new EventEmitter(), { add: vi.fn() })
  send = vi.fn()
  const server = { watcher, ws: { send }, middlewares: { use: vi.fn() } } as unknown as ViteDevServer
  const plugin = contentInDev(root)
  ;(plugin.configureServer as (server: ViteDevServer) => void)(server)
})

afterEach(() => {
  vi.unstubAllEnvs()
  rmSync(root, { recursive: true, force: true })
})

test('reloads the browser after a content change, whether the watcher names the file relative to the root or in full', () => {
  const reads: unknown[] = [devServerContent.get()]
  watcher.emit('all', 'change', 'content/games/chess.md')
  reads.push(devServerContent.get())
  watcher.emit('all', 'change', join(root, 'content', 'games', 'chess.md'))
  reads.push(devServerContent.get())
  expect(send.mock.calls).toEqual([[{ type: 'full-reload' }], [{ type: 'full-reload' }]])
  // Read afresh at each change, for the page data hooks too.
  expect(new Set(reads).size).toBe(3)
  expect(devServerContent.get()?.problems).toEqual([])
})

test('ignores changes outside the content folder', () => {
  watcher.emit('all', 'change', 'pages/index/+Page.tsx')
  expect(send).not.toHaveBeenCalled()
})

test("shows broken content in Vite's error overlay with the checker's lines", () => {
  const file = join(root, 'content', 'games', 'chess.md')
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^ageLabel: .*$/m, 'ageLabel: eight'))
  watcher.emit('all', 'change', file)
  expect(send).toHaveBeenCalledWith(
    expect.objectContaining({ type: 'error', err: expect.objectContaining({ message: expect.stringMatching(/^content\/games\/chess\.md:\d+ ageLabel: /) }) }),
  )
})
