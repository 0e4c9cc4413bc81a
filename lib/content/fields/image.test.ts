import { cpSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { pngHeader } from '../testing/png-header.ts'
import { image } from './image.ts'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'senseahead-image-'))
  mkdirSync(join(root, 'public', 'images', 'people'), { recursive: true })
  cpSync(join(process.cwd(), 'public', 'images', 'logo.svg'), join(root, 'public', 'images', 'logo.svg'))
  vi.spyOn(process, 'cwd').mockReturnValue(root)
  // The pictures are looked for in this test's own folder, whatever folder the run's PUBLIC_DIR names.
  vi.stubEnv('PUBLIC_DIR', '')
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  rmSync(root, { recursive: true, force: true })
})

const portrait = image({ width: 400, height: 400 })
const messages = (path: string) => portrait.safeParse(path).error?.issues.map((issue) => issue.message) ?? []

test('a pixel picture that fills its place passes', () => {
  writeFileSync(join(root, 'public/images/people/large.png'), pngHeader(800, 800))
  expect(messages('/images/people/large.png')).toEqual([])
})

test('a pixel picture smaller than its place is refused with both sizes', () => {
  writeFileSync(join(root, 'public/images/people/small.png'), pngHeader(300, 500))
  expect(messages('/images/people/small.png')).toEqual(['is 300×500 pixels, smaller than the 400×400 its place on the page fills: use a larger picture'])
})

test('a picture over 25 MB is refused', () => {
  const file = join(root, 'public/images/people/huge.png')
  writeFileSync(file, pngHeader(4000, 3000))
  truncateSync(file, 26 * 1024 * 1024)
  expect(messages('/images/people/huge.png')).toEqual(['is 26 MB; a picture may be at most 25 MB: save a smaller copy'])
})

test('a drawing fits any place', () => {
  expect(messages('/images/logo.svg')).toEqual([])
})

test('a file that is not the picture its name says is reported, not a crash of the check', () => {
  writeFileSync(join(root, 'public/images/people/broken.png'), 'this is not a picture')
  expect(messages('/images/people/broken.png')).toEqual(['is not a picture the site can show: save it again as a .png, .jpg, .webp or .avif file'])
})
