import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { request as httpRequest, createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApp, toNodeListener, toWebHandler } from 'h3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staticFiles } from './static-files.server.ts'

let root: string
let handle: (request: Request) => Promise<Response>
let server: Server

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${'text '.repeat(200)}</body></html>`

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'senseahead-static-'))
  mkdirSync(join(root, 'research'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), page('Home'))
  writeFileSync(join(root, 'research/index.html'), page('Research'))
  writeFileSync(join(root, '404.html'), page('Page Not Found'))
  const script = 'console.log("site")\n'.repeat(50)
  writeFileSync(join(root, 'assets/app.3f9a.js'), script)
  writeFileSync(join(root, 'assets/app.3f9a.js.br'), brotliCompressSync(script))
  writeFileSync(join(root, 'assets/app.3f9a.js.gz'), gzipSync(script))
  writeFileSync(join(root, 'hero.mp4'), Buffer.from([0, 0, 0, 24]))
  // A file beside the served folder that no request may reach.
  writeFileSync(join(root, '..', `secret-${process.pid}.txt`), 'secret')
  const app = createApp()
  app.use(staticFiles(root))
  handle = toWebHandler(app)
  server = createServer(toNodeListener(app))
  return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => {
  server.close()
  rmSync(root, { recursive: true, force: true })
  rmSync(join(root, '..', `secret-${process.pid}.txt`), { force: true })
})

/** Sends the path exactly as written: fetch and Request would fold away the "..". */
const getRaw = (path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { port } = server.address() as AddressInfo
    httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
      .on('error', reject)
      .end()
  })

const get = (path: string, headers: Record<string, string> = {}) => handle(new Request(`http://localhost${path}`, { headers }))

describe('staticFiles', () => {
  test('serves a prerendered page at its folder path with an HTML type and revalidation', async () => {
    const response = await get('/research')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<title>Research</title>')
  })

  test('serves the brotli file when the browser accepts it, and says so', async () => {
    const response = await get('/assets/app.3f9a.js', { 'accept-encoding': 'gzip, br' })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('vary')).toBe('accept-encoding')
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('console.log("site")')
  })

  test('falls back to gzip, then to the plain file', async () => {
    expect((await get('/assets/app.3f9a.js', { 'accept-encoding': 'gzip, br;q=0' })).headers.get('content-encoding')).toBe('gzip')
    const plain = await get('/assets/app.3f9a.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('console.log("site")')
  })

  test('marks hashed assets as cacheable for a year', async () => {
    expect((await get('/assets/app.3f9a.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  test('gives media its own type', async () => {
    expect((await get('/hero.mp4')).headers.get('content-type')).toBe('video/mp4')
  })

  test('answers an unknown path with status 404 and the prerendered not-found page', async () => {
    const response = await get('/no-such-page')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toContain('<title>Page Not Found</title>')
  })

  test.each([
    `/../secret-${process.pid}.txt`,
    `/%2e%2e/secret-${process.pid}.txt`,
    `/assets/%2E%2E/%2e%2e/secret-${process.pid}.txt`,
    `/..%2fsecret-${process.pid}.txt`,
    '/assets/%00.js',
  ])('refuses %s, which tries to leave the build folder', async (path) => {
    const response = await getRaw(path)
    expect(response.status).toBe(400)
    expect(response.body).not.toContain('secret')
  })
})
