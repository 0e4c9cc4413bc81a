import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterEach, expect, test } from 'vitest'
import { compressBuild } from './compress-build.ts'

let root: string | undefined
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

// Brotli at its best level in worker threads that start for the test: seconds when the machine is busy.
test('writes a brotli and a gzip copy of each text file large enough, in worker threads, and leaves the rest alone', { timeout: 60_000 }, async () => {
  root = mkdtempSync(join(tmpdir(), 'senseahead-compress-'))
  mkdirSync(join(root, 'blog', 'page', '2'), { recursive: true })
  mkdirSync(join(root, 'admin'))
  const pages = ['index.html', 'blog/index.html', 'blog/page/2/index.html', 'site.js', 'admin/cms.js'].map((file, index) => ({
    path: join(root!, file),
    // Lines that do not simply repeat, so that brotli's levels give different files.
    text: Array.from({ length: 300 * (index + 1) }, (_, line) => `<p>Page ${index}, line ${(line * 7919) % 1013}: ${(line * line) % 97}</p>`).join('\n'),
  }))
  for (const page of pages) writeFileSync(page.path, page.text)
  writeFileSync(join(root, 'tiny.css'), 'a{}')
  writeFileSync(join(root, 'photo.jpg'), Buffer.alloc(4096, 1))

  const sizes = await compressBuild(root, 3)

  expect(sizes.files).toBe(pages.length)
  for (const page of pages) {
    expect(brotliDecompressSync(readFileSync(`${page.path}.br`)).toString()).toBe(page.text)
    expect(gunzipSync(readFileSync(`${page.path}.gz`)).toString()).toBe(page.text)
  }
  // Brotli's output is fixed by its input and settings: visitors' files at level 11, the content editor's at 10.
  const brotliAt = (quality: number, text: string) =>
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } })
  for (const page of pages) expect(readFileSync(`${page.path}.br`)).toEqual(brotliAt(page.path.includes('admin') ? 10 : 11, page.text))
  expect(sizes.source).toBe(pages.reduce((sum, page) => sum + page.text.length, 0))
  expect(sizes.brotli).toBeLessThan(sizes.gzip)
  expect(['tiny.css.br', 'tiny.css.gz', 'photo.jpg.br', 'photo.jpg.gz'].filter((file) => existsSync(join(root!, file)))).toEqual([])
})
