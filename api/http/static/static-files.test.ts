import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { createApp, toNodeListener, toWebHandler } from 'h3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requestUndecoded } from '#api/testing/request-undecoded.ts'
import { preferredCodings } from './send-file.server.ts'
import { staticFiles } from './static-files.server.ts'

let root: string
let outside: string
let handle: (request: Request) => Promise<Response>
let server: Server

/** 1000 bytes, each its own offset modulo 251, so any slice shows where it came from. */
const clip = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251))
/** A modification time with milliseconds, which HTTP dates cannot carry. */
const modifiedAt = new Date('2026-03-02T12:00:00.700Z')

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${'text '.repeat(200)}</body></html>`

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'senseahead-static-'))
  mkdirSync(join(root, 'research'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), page('Home'))
  writeFileSync(join(root, 'research/index.html'), page('Research'))
  writeFileSync(join(root, '404.html'), page('Page Not Found'))
  writeFileSync(join(root, '404.html.br'), brotliCompressSync(page('Page Not Found')))
  writeFileSync(join(root, '404.html.gz'), gzipSync(page('Page Not Found')))
  const script = 'console.log("site")\n'.repeat(50)
  writeFileSync(join(root, 'assets/app.3f9a.js'), script)
  writeFileSync(join(root, 'assets/app.3f9a.js.br'), brotliCompressSync(script))
  writeFileSync(join(root, 'assets/app.3f9a.js.gz'), gzipSync(script))
  writeFileSync(join(root, 'hero.mp4'), Buffer.from([0, 0, 0, 24]))
  mkdirSync(join(root, 'media'))
  writeFileSync(join(root, 'media/clip.mp4'), clip)
  writeFileSync(join(root, 'dated.txt'), 'dated')
  utimesSync(join(root, 'dated.txt'), modifiedAt, modifiedAt)
  writeFileSync(join(root, 'empty.txt'), '')
  // Outside the build: symbolic links inside it lead here, and must not be followed.
  outside = mkdtempSync(join(tmpdir(), 'senseahead-outside-'))
  writeFileSync(join(outside, 'secret.txt'), 'secret outside the build')
  symlinkSync(join(outside, 'secret.txt'), join(root, 'leak.txt'))
  symlinkSync(outside, join(root, 'leaked-folder'))
  writeFileSync(join(root, 'leaky.html'), page('Leaky'))
  symlinkSync(join(outside, 'secret.txt'), join(root, 'leaky.html.br'))
  // A link that stays inside the build is fine.
  symlinkSync(join(root, 'research/index.html'), join(root, 'alias.html'))
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
  rmSync(outside, { recursive: true, force: true })
  rmSync(join(root, '..', `secret-${process.pid}.txt`), { force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => handle(new Request(`http://localhost${path}`, { headers }))

/** The answer as sent over a real socket, so the file is streamed and no body is decompressed. */
const send = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  requestUndecoded(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, path, { headers, method })

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
    const response = await send(path)
    expect(response.status).toBe(400)
    expect(response.body.toString()).not.toContain('secret')
  })
})

describe('byte ranges', () => {
  test('files say they take byte ranges', async () => {
    const response = await send('/media/clip.mp4')
    expect(response.status).toBe(200)
    expect(response.headers['accept-ranges']).toBe('bytes')
    expect(response.headers['content-length']).toBe('1000')
    expect(response.body.equals(clip)).toBe(true)
  })

  test.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, 999],
    ['bytes=-500', 500, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=-5000', 0, 999],
    ['Bytes = 10-19', 10, 19],
    ['bytes=0-9, 5-19', 0, 19],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const response = await send('/media/clip.mp4', { range })
    expect(response.status).toBe(206)
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`)
    expect(response.headers['content-length']).toBe(String(end - start + 1))
    expect(response.headers['content-type']).toBe('video/mp4')
    expect(response.body.equals(clip.subarray(start, end + 1))).toBe(true)
  })

  test('a range of a compressed file counts bytes of the plain file, and is sent uncompressed', async () => {
    const response = await send('/assets/app.3f9a.js', { range: 'bytes=0-10', 'accept-encoding': 'br, gzip' })
    expect(response.status).toBe(206)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers['content-range']).toMatch(/^bytes 0-10\/\d+$/)
    expect(response.body.toString()).toBe('console.log')
  })

  test.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0', 'bytes=20-10'])('answers the unsatisfiable %s with 416', async (range) => {
    const response = await send('/media/clip.mp4', { range })
    expect(response.status).toBe(416)
    expect(response.headers['content-range']).toBe('bytes */1000')
    expect(response.body.length).toBe(0)
  })

  test('an empty file has no range to give', async () => {
    const response = await send('/empty.txt', { range: 'bytes=0-' })
    expect(response.status).toBe(416)
    expect(response.headers['content-range']).toBe('bytes */0')
  })

  // Malformed headers, other units and several separate ranges get the whole file: the RFC allows
  // ignoring Range, and no browser or player needs multipart answers.
  test.each(['bytes=abc', 'bytes=1-x', 'bytes', 'items=0-9', 'bytes=0-9, 20-29'])('answers %s with the whole file', async (range) => {
    const response = await send('/media/clip.mp4', { range })
    expect(response.status).toBe(200)
    expect(response.headers['content-range']).toBeUndefined()
    expect(response.body.equals(clip)).toBe(true)
  })

  test('If-Range with the current entity tag or date sends the range', async () => {
    const first = await send('/media/clip.mp4')
    for (const ifRange of [first.headers.etag!, first.headers['last-modified']!]) {
      const response = await send('/media/clip.mp4', { range: 'bytes=0-9', 'if-range': ifRange })
      expect(response.status).toBe(206)
      expect(response.body.equals(clip.subarray(0, 10))).toBe(true)
    }
  })

  test('If-Range with another validator sends the whole file: the client holds an older version', async () => {
    const { etag } = (await send('/media/clip.mp4')).headers
    for (const ifRange of ['"older"', `W/${etag}`, 'Mon, 02 Mar 2020 12:00:00 GMT', 'not a date']) {
      const response = await send('/media/clip.mp4', { range: 'bytes=0-9', 'if-range': ifRange })
      expect(response.status).toBe(200)
      expect(response.body.equals(clip)).toBe(true)
    }
  })

  test('a client leaving in the middle of a body does not disturb the next request', async () => {
    const { port } = server.address() as AddressInfo
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/media/clip.mp4' }, (response) => {
        response.once('data', () => {
          request.destroy()
          resolve()
        })
      }).on('error', (error) => (request.destroyed ? resolve() : reject(error)))
      request.end()
    })
    expect((await send('/media/clip.mp4', { range: 'bytes=0-0' })).status).toBe(206)
  })
})

describe('symbolic links', () => {
  test.each(['/leak.txt', '/leaked-folder/secret.txt'])('%s, a link out of the build, gets the not-found page', async (path) => {
    const response = await send(path)
    expect(response.status).toBe(404)
    expect(response.body.toString()).toContain('<title>Page Not Found</title>')
    expect(response.body.toString()).not.toContain('secret')
  })

  test('a compressed sibling that links out of the build is passed over for the plain file', async () => {
    const response = await send('/leaky.html', { 'accept-encoding': 'br' })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body.toString()).toContain('<title>Leaky</title>')
  })

  test('a link that stays inside the build is served', async () => {
    const response = await send('/alias.html')
    expect(response.status).toBe(200)
    expect(response.body.toString()).toContain('<title>Research</title>')
  })
})

describe('conditional requests', () => {
  test('a list of tags, weak tags and * in If-None-Match answer 304 with the caching headers', async () => {
    const { etag } = (await send('/assets/app.3f9a.js')).headers
    expect(etag).toMatch(/^"[^"]+"$/)
    for (const ifNoneMatch of [`"other", ${etag}`, `W/${etag}`, `W/"other",W/${etag}`, '*']) {
      const response = await send('/assets/app.3f9a.js', { 'if-none-match': ifNoneMatch })
      expect(response.status).toBe(304)
      expect(response.headers.etag).toBe(etag)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.headers.vary).toBe('accept-encoding')
      expect(response.body.length).toBe(0)
    }
  })

  test('a tag of another version gets the file', async () => {
    const response = await send('/assets/app.3f9a.js', { 'if-none-match': '"other", W/"another"' })
    expect(response.status).toBe(200)
    expect(response.body.toString()).toContain('console.log')
  })

  test('each coding has a tag of its own, so a cached brotli body never stands for the plain one', async () => {
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (coding) => (await send('/assets/app.3f9a.js', { 'accept-encoding': coding })).headers.etag))
    expect(new Set(tags).size).toBe(3)
    const [brotliTag] = tags
    expect((await send('/assets/app.3f9a.js', { 'accept-encoding': 'br', 'if-none-match': brotliTag! })).status).toBe(304)
    expect((await send('/assets/app.3f9a.js', { 'accept-encoding': 'gzip', 'if-none-match': brotliTag! })).status).toBe(200)
  })

  test('If-Modified-Since compares whole seconds, as HTTP dates have no milliseconds', async () => {
    const first = await send('/dated.txt')
    expect(first.headers['last-modified']).toBe('Mon, 02 Mar 2026 12:00:00 GMT')
    for (const since of ['Mon, 02 Mar 2026 12:00:00 GMT', 'Mon, 02 Mar 2026 12:00:01 GMT']) {
      const response = await send('/dated.txt', { 'if-modified-since': since })
      expect(response.status).toBe(304)
      expect(response.headers.etag).toBe(first.headers.etag)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
    expect((await send('/dated.txt', { 'if-modified-since': 'Mon, 02 Mar 2026 11:59:59 GMT' })).status).toBe(200)
    expect((await send('/dated.txt', { 'if-modified-since': 'not a date' })).status).toBe(200)
  })

  test('If-None-Match takes precedence over If-Modified-Since', async () => {
    const { etag, 'last-modified': lastModified } = (await send('/dated.txt')).headers
    expect((await send('/dated.txt', { 'if-none-match': '"other"', 'if-modified-since': lastModified! })).status).toBe(200)
    expect((await send('/dated.txt', { 'if-none-match': etag!, 'if-modified-since': 'Mon, 02 Mar 2020 12:00:00 GMT' })).status).toBe(304)
  })

  test('a matching tag answers 304 before a range is looked at', async () => {
    const { etag } = (await send('/media/clip.mp4')).headers
    expect((await send('/media/clip.mp4', { 'if-none-match': etag!, range: 'bytes=5000-' })).status).toBe(304)
  })
})

describe('content codings', () => {
  test.each([
    ['GZIP', 'gzip'],
    ['Br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;Q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    ['br;q=2', undefined],
  ])('Accept-Encoding "%s" gets %s', async (acceptEncoding, coding) => {
    const response = await send('/assets/app.3f9a.js', { 'accept-encoding': acceptEncoding })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe(coding)
    const decode = { br: brotliDecompressSync, gzip: gunzipSync }[coding ?? ''] ?? ((body: Buffer) => body)
    expect(decode(response.body).toString()).toContain('console.log("site")')
  })

  test("codings rank by the client's preference, then smallest first, and the plain file is always there", () => {
    expect(preferredCodings(undefined)).toEqual(['identity'])
    expect(preferredCodings('gzip, br')).toEqual(['br', 'gzip', 'identity'])
    expect(preferredCodings('gzip;q=1, br;q=0.9')).toEqual(['gzip', 'br', 'identity'])
    expect(preferredCodings('identity;q=1, br;q=0.5')).toEqual(['identity', 'br'])
    expect(preferredCodings('*;q=0')).toEqual(['identity'])
    expect(preferredCodings('identity;q=0, gzip')).toEqual(['gzip', 'identity'])
  })

  test('files without a compressed variant do not vary by Accept-Encoding', async () => {
    expect((await send('/media/clip.mp4', { 'accept-encoding': 'br' })).headers.vary).toBeUndefined()
  })
})

describe('the not-found page', () => {
  test.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('comes %s-compressed with status 404 and no caching', async (coding, decode) => {
    const response = await send('/no-such-page', { 'accept-encoding': `${coding}, identity` })
    expect(response.status).toBe(404)
    expect(response.headers['content-encoding']).toBe(coding)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.vary).toBe('accept-encoding')
    expect(decode(response.body).toString()).toContain('<title>Page Not Found</title>')
  })

  test('ignores validators and ranges: it always comes whole with its 404', async () => {
    const response = await send('/no-such-page', { range: 'bytes=0-9', 'if-none-match': '*' })
    expect(response.status).toBe(404)
    expect(response.headers['content-range']).toBeUndefined()
    expect(response.body.toString()).toContain('<title>Page Not Found</title>')
  })
})

describe('HEAD', () => {
  const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers

  test.each([
    ['/assets/app.3f9a.js', { 'accept-encoding': 'br' }],
    ['/media/clip.mp4', {}],
    ['/research/', { 'accept-encoding': 'gzip' }],
    ['/no-such-page', { 'accept-encoding': 'br' }],
  ])('%s gets the headers GET gets, and no body', async (path, headers: Record<string, string>) => {
    const [got, head] = [await send(path, headers), await send(path, headers, 'HEAD')]
    expect(head.status).toBe(got.status)
    expect(withoutDate(head.headers)).toEqual(withoutDate(got.headers))
    expect(head.body.length).toBe(0)
  })
})

describe('a build reached through a symbolic link', () => {
  test('serves its files, as when a deployment points a `current` link at the latest build', async () => {
    const link = join(outside, 'current')
    symlinkSync(root, link)
    const app = createApp()
    app.use(staticFiles(link))
    const response = await toWebHandler(app)(new Request('http://localhost/research'))
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>Research</title>')
  })
})
