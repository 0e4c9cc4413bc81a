import { EventEmitter } from 'node:events'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ViteDevServer } from 'vite'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { devServerContent } from '#lib/content/dev-server-content.ts'
import { contentInDev } from './content-in-dev.ts'

const validContent = fileURLToPath(new URL('../../lib/content/fixtures/valid/content/', import.meta.url))

let root: string
let watcher: EventEmitter & { add: (path: string) => void }
let send: ReturnType<typeof vi.fn>
let logger: { error: ReturnType<typeof vi.fn>; info: ReturnType<typeof vi.fn> }
let middleware: (request: object, response: object, next: () => void) => void

/** The plugin on a project root with valid content, against the parts of Vite's server it uses. */
beforeEach(() => {
  vi.stubEnv('CONTENT_DIR', '')
  root = mkdtempSync(join(tmpdir(), 'senseahead-content-in-dev-'))
  cpSync(validContent, join(root, 'content'), { recursive: true })
  watcher = Object.assign(new EventEmitter(), { add: vi.fn() })
  send = vi.fn()
  logger = { error: vi.fn(), info: vi.fn() }
  const use = vi.fn((handler: typeof middleware) => (middleware = handler))
  const server = { watcher, ws: { send }, middlewares: { use }, config: { logger } } as unknown as ViteDevServer
  const plugin = contentInDev(root)
  ;(plugin.configureServer as (server: ViteDevServer) => void)(server)
})

afterEach(() => {
  devServerContent.set(undefined)
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

test('broken content reloads the open pages into the checker’s lines alone, never Vite’s error overlay, and prints them in the terminal', () => {
  const file = join(root, 'content', 'games', 'chess.md')
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^ageLabel: .*$/m, 'ageLabel: eight'))
  watcher.emit('all', 'change', file)
  expect(send.mock.calls).toEqual([[{ type: 'full-reload' }]])
  expect(logger.error).toHaveBeenCalledTimes(1)
  expect(logger.error.mock.calls[0]![0]).toMatch(/^1 problem in content\/:\ncontent\/games\/chess\.md:\d+ ageLabel: must be an age followed by a plus sign/)

  const response = {
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: '',
    setHeader: (name: string, value: string) => (response.headers[name] = value),
    end: (body: string) => (response.body = body),
  }
  middleware({ method: 'GET', url: '/play-with-me', headers: { accept: 'text/html' } }, response, () => expect.unreachable('the page must not be rendered'))
  expect(response.statusCode).toBe(500)
  expect(response.body).toMatch(/<code>content\/games\/chess\.md:\d+ ageLabel: must be an age followed by a plus sign/)
  expect(response.body).not.toMatch(/server\.hmr\.overlay|fix the code|\[plugin/)
  // The same problems are printed once, however often a page asks.
  expect(logger.error).toHaveBeenCalledTimes(1)

  writeFileSync(file, readFileSync(file, 'utf8').replace(/^ageLabel: .*$/m, 'ageLabel: "8+"'))
  watcher.emit('all', 'change', file)
  expect(logger.info).toHaveBeenCalledWith('The content is valid again.', { timestamp: true })
})
