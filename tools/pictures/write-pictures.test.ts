import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { pictureVariants } from '#lib/pictures/picture-variants.ts'
import { writePictures } from './write-pictures.ts'

const slot = { width: 400, height: 400 }
/** Encoding AVIF takes a while on a busy two-core machine. */
const ENCODING_TIMEOUT = 30_000
let root: string
let folders: { publicDir: string; outDir: string; cacheDir: string }

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'senseahead-pictures-'))
  folders = { publicDir: join(root, 'public'), outDir: join(root, 'out'), cacheDir: join(root, 'cache') }
  mkdirSync(join(folders.publicDir, 'images/people'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A photo-like picture: a gradient, in a colour of the test's choosing, wider than tall. */
async function writePhoto(path: string, { width, height, red, orientation }: { width: number; height: number; red: number; orientation?: number }) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < width * height; index += 1) pixels.set([red, (index % width) % 256, Math.floor(index / width) % 256], index * 3)
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
  await (orientation ? image.withMetadata({ orientation }) : image).jpeg().toFile(join(folders.publicDir, path))
}

const sizeOf = async (path: string) => {
  const { width, height, format } = await sharp(join(folders.outDir, path)).metadata()
  return { width, height, format }
}

test(
  'every variant is written at its size and format, cut to the slot, never enlarged',
  async () => {
    await writePhoto('images/people/photo.jpg', { width: 1000, height: 700, red: 10 })
    const result = await writePictures([{ path: '/images/people/photo.jpg', slot }], folders)
    const variants = pictureVariants('/images/people/photo.jpg', slot)
    expect(result).toEqual({ written: variants.length, encoded: variants.length })
    expect(await sizeOf('/pictures/images/people/photo.jpg/400.avif')).toEqual({ width: 400, height: 400, format: 'heif' })
    expect(await sizeOf('/pictures/images/people/photo.jpg/600.webp')).toEqual({ width: 600, height: 600, format: 'webp' })
    expect(await sizeOf('/pictures/images/people/photo.jpg/200.jpg')).toEqual({ width: 200, height: 200, format: 'jpeg' })
    // 800×800 would need a taller photo: the largest square it holds instead.
    expect(await sizeOf('/pictures/images/people/photo.jpg/800.jpg')).toEqual({ width: 700, height: 700, format: 'jpeg' })
  },
  ENCODING_TIMEOUT,
)

test(
  'a picture the cache has seen is copied, not encoded again; a changed one is encoded again',
  async () => {
    await writePhoto('images/people/photo.jpg', { width: 300, height: 300, red: 10 })
    const pictures = [{ path: '/images/people/photo.jpg', slot: { width: 120, height: 120 } }]
    const first = await writePictures(pictures, folders)
    expect(first.encoded).toBeGreaterThan(0)

    rmSync(folders.outDir, { recursive: true })
    const second = await writePictures(pictures, folders)
    expect(second).toEqual({ written: first.written, encoded: 0 })
    expect(existsSync(join(folders.outDir, '/pictures/images/people/photo.jpg/240.avif'))).toBe(true)

    await writePhoto('images/people/photo.jpg', { width: 300, height: 300, red: 200 })
    const third = await writePictures(pictures, folders)
    expect(third.encoded).toBe(first.encoded)
  },
  ENCODING_TIMEOUT,
)

test(
  'a phone photo is turned as its Orientation tag says before it is cut',
  async () => {
    // Stored wide, shown tall: cut to a wide slot, it must lose height, not width.
    await writePhoto('images/people/turned.jpg', { width: 1200, height: 900, red: 10, orientation: 6 })
    await writePictures([{ path: '/images/people/turned.jpg', slot: { width: 640, height: 360 } }], folders)
    expect(await sizeOf('/pictures/images/people/turned.jpg/1280.jpg')).toEqual({ width: 900, height: 506, format: 'jpeg' })
  },
  ENCODING_TIMEOUT,
)

test('drawings are left to be shipped as they are', async () => {
  const result = await writePictures([{ path: '/images/logo.svg', slot }], folders)
  expect(result).toEqual({ written: 0, encoded: 0 })
  expect(existsSync(folders.outDir) && statSync(folders.outDir).isDirectory()).toBe(false)
})
