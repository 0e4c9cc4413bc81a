import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import sharp from 'sharp'

/** A phone camera's 12 megapixels. */
const WIDTH = 4000
const HEIGHT = 3000

/**
 * Writes a JPEG like one straight from a phone: 4000×3000, several megabytes, with broad shapes of
 * colour (as a face and a background), finer texture (as hair and cloth, still there once resized)
 * and the grain of a camera sensor (what makes the original large). Plain noise would be unlike
 * any photo: no encoder can shrink it, at any size.
 */
export async function writePhonePhoto(file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, await (photo ??= makePhoto()))
}

/** The photo, made once a run: the same on every run, and seconds of work each time. */
let photo: Promise<Buffer> | undefined

async function makePhoto(): Promise<Buffer> {
  let seed = 12345
  // A small fixed generator: the same photo on every run, so its sizes are comparable between runs.
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  /** Random values on a grid of `width`×`height`, spread smoothly over the whole photo. */
  const layer = (width: number, height: number) =>
    sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(random() * 256))), { raw: { width, height, channels: 3 } })
      .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
      .raw()
      .toBuffer()
  const [shapes, texture] = [await layer(16, 12), await layer(400, 300)]
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3)
  for (let index = 0; index < pixels.length; index += 1) {
    const grain = Math.floor(random() * 32) - 16
    pixels[index] = Math.max(0, Math.min(255, 40 + ((shapes[index]! * 3) >> 2) + ((texture[index]! - 128) >> 2) + grain))
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}
