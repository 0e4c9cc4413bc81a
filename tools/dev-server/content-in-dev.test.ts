import { EventEmitter } from 'node:events'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ViteDevServer } from 'vite'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { devServerContent } from '#lib/content/dev-server-content.ts'
import { CONTENT_EDITOR_EVENT } from '#pages/admin/content-editor-event.ts'
import { contentInDev } from './content-in-dev.ts'

const validContent = fileURLToPath(new URL('../../lib/content/fixtures/valid/content/', import.meta.url))

let root: string
let watcher: EventEmitter & { add: (path: string) => void }
let send: ReturnType<typeof vi.fn>
let clients: Set<{ send: ReturnType<typeof vi.fn> }>
let listeners: Map<string, (data: unknown, client: object) => void>
let logger: { error: ReturnType<typeof vi.fn>; info: ReturnType<typeof vi.fn> }
let middleware: (request: object, response: object, next: () => void) => void

/** The plugin on a project root with valid content, against the parts of Vite's server it uses. */
beforeEach(() => {
  vi.stubEnv('CONTENT_DIR', '')
  root = mkdtempSync(join(tmpdir(), 'senseahead-content-in-dev-'))
  cpSync(validContent, join(root, 'content'), { recursive: true })
  watcher = Object.assign(new EventEmitter(), { add: vi.fn() })
  // One open page of the site, whose reloads `send` records.
  send = vi.fn()
  clients = new Set([{ send }])
  listeners = new Map()
  const ws = { clients, on: (event: string, listener: (data: unknown, client: object) => void) => listeners.set(event, listener) }
  logger = { error: vi.fn(), info: vi.fn() }
  const use = vi.fn((handler: typeof middleware) => (middleware = handler))
  const server = { watcher, ws, middlewares: { use }, config: { logger } } as unknown as ViteDevServer
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

test("reloads every open page after a content change but the content editor's, which has just saved it", () => {
  const editor = { send: vi.fn() }
  const secondEditor = { send: vi.fn() }
  const secondPage = { send: vi.fn() }
  for (const client of [editor, secondEditor, secondPage]) clients.add(client)
  for (const client of [editor, secondEditor]) listeners.get(CONTENT_EDITOR_EVENT)!(undefined, client)
  watcher.emit('all', 'change', 'content/games/chess.md')
  expect(send.mock.calls).toEqual([[{ type: 'full-reload' }]])
  expect(secondPage.send.mock.calls).toEqual([[{ type: 'full-reload' }]])
  expect(editor.send).not.toHaveBeenCalled()
  expect(secondEditor.send).not.toHaveBeenCalled()
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
