import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requestUndecoded } from '#api/testing/request-undecoded.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'

const clientRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))

let site: StartedSite
/** The hero video, as the home page names it, and its bytes in the build. */
let videoPath: string
let video: Buffer

beforeAll(async () => {
  // Started first: the start builds the site when the build is missing or out of date.
  site = await startSite()
  const home = readFileSync(`${clientRoot}index.html`, 'utf8')
  const source = /\ssrc="(\/[^"]+\.mp4)"/.exec(home)?.[1]
  if (!source) throw new Error('The home page names no .mp4 video')
  videoPath = source
  video = readFileSync(`${clientRoot}${decodeURIComponent(source.slice(1))}`)
}, 120_000)

afterAll(async () => {
  await site?.remove()
})

const send = (path: string, headers: Record<string, string> = {}, method = 'GET') => requestUndecoded(site.baseUrl, path, { headers, method })

describe("The running server's static files", () => {
  test('the hero video comes in byte ranges, as Safari asks for it', async () => {
    const size = video.length
    expect(size).toBeGreaterThan(1000)
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-500', size - 500, size - 1],
    ] as const) {
      const answer = await send(videoPath, { range, 'accept-encoding': 'br, gzip' })
      expect(answer.status, range).toBe(206)
      expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`)
      expect(answer.headers['content-length']).toBe(String(end - start + 1))
      expect(answer.headers['content-type']).toBe('video/mp4')
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.body.length).toBe(end - start + 1)
      expect(answer.body.equals(video.subarray(start, end + 1))).toBe(true)
    }
    const whole = await send(videoPath)
    expect(whole.status).toBe(200)
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.body.equals(video)).toBe(true)
  })

  test('a range past the end of the video answers 416 with its size', async () => {
    const answer = await send(videoPath, { range: `bytes=${video.length}-` })
    expect(answer.status).toBe(416)
    expect(answer.headers['content-range']).toBe(`bytes */${video.length}`)
    expect(answer.body.length).toBe(0)
  })

  test("If-None-Match with the page's tag, in a list or weak, answers 304 with Vary", async () => {
    const first = await send('/', { 'accept-encoding': 'br' })
    expect(first.status).toBe(200)
    const { etag } = first.headers
    expect(etag).toBeTruthy()
    for (const ifNoneMatch of [`"some-other-version", ${etag}`, `W/${etag}`]) {
      const answer = await send('/', { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch })
      expect(answer.status, ifNoneMatch).toBe(304)
      expect(answer.headers.etag).toBe(etag)
      expect(answer.headers.vary?.toLowerCase()).toContain('accept-encoding')
      expect(answer.headers['cache-control']).toBe(first.headers['cache-control'])
      expect(answer.body.length).toBe(0)
    }
  })

  test('If-Modified-Since equal to Last-Modified answers 304', async () => {
    const first = await send(videoPath)
    const lastModified = first.headers['last-modified']
    expect(lastModified).toBeTruthy()
    const answer = await send(videoPath, { 'if-modified-since': lastModified! })
    expect(answer.status).toBe(304)
    expect(answer.body.length).toBe(0)
  })

  test('an unknown path gets the not-found page with 404, brotli-compressed when the browser takes it', async () => {
    const answer = await send(`/no-such-page-${Date.now()}`, { 'accept-encoding': 'br' })
    expect(answer.status).toBe(404)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.vary?.toLowerCase()).toContain('accept-encoding')
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(answer.body).equals(readFileSync(`${clientRoot}404.html`))).toBe(true)
  })

  test("the search page's answer alone lets its search run as WebAssembly, and the search's files are served", async () => {
    const scriptSources = async (path: string) => {
      const answer = await send(path)
      expect(answer.status, path).toBe(200)
      const csp = String(answer.headers['content-security-policy'])
      return /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/)
    }
    expect(await scriptSources('/search')).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(await scriptSources('/search?q=calm')).toEqual(["'self'", "'wasm-unsafe-eval'"])
    for (const path of ['/', '/research', '/pagefind/pagefind.js', '/pagefind/pagefind-entry.json']) expect(await scriptSources(path), path).toEqual(["'self'"])
  })
})
