import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import type { ContentPicture } from '#lib/content/content-pictures.ts'
import { isRasterPicture } from '#lib/pictures/is-raster-picture.ts'
import { pictureVariants, type PictureVariant } from '#lib/pictures/picture-variants.ts'
import { pictureEncoders } from './picture-encoders.ts'

export interface PictureFolders {
  /** Where the originals are: public/ (or PUBLIC_DIR). */
  publicDir: string
  /** Where the site is built: dist/client. */
  outDir: string
  /** Where encoded files are kept between builds, named by what they were made from. */
  cacheDir: string
}

/**
 * Writes into `outDir` every file `pictureVariants` names for each pixel picture (drawings are
 * shipped as they are). A file is encoded only when the cache has none made from the same picture
 * bytes, size and encoder settings, so an unchanged picture costs a hash on the next build.
 * Returns how many files were written and how many of them had to be encoded.
 */
export async function writePictures(pictures: readonly ContentPicture[], { publicDir, outDir, cacheDir }: PictureFolders) {
  let written = 0
  let encoded = 0
  mkdirSync(cacheDir, { recursive: true })
  for (const { path, slot } of pictures.filter((picture) => isRasterPicture(picture.path))) {
    const original = readFileSync(join(publicDir, path))
    const originalHash = createHash('sha256').update(original).digest('hex')
    let source: Promise<OrientedSource> | undefined
    for (const variant of pictureVariants(path, slot)) {
      const recipe = JSON.stringify([originalHash, variant.format, variant.width, variant.height, pictureEncoders[variant.format]])
      const cached = join(cacheDir, `${createHash('sha256').update(recipe).digest('hex')}.${variant.format}`)
      if (!existsSync(cached)) {
        source ??= orientedSource(original)
        const bytes = await encode(await source, variant)
        // Written aside and renamed, so a build stopped halfway never leaves half a file to reuse.
        writeFileSync(`${cached}.partial`, bytes)
        renameSync(`${cached}.partial`, cached)
        encoded += 1
      }
      const target = join(outDir, variant.path)
      mkdirSync(dirname(target), { recursive: true })
      copyFileSync(cached, target)
      written += 1
    }
  }
  return { written, encoded }
}

interface OrientedSource {
  original: Buffer
  /** As shown, after the turn a phone's Orientation tag asks for. */
  width: number
  height: number
}

async function orientedSource(original: Buffer): Promise<OrientedSource> {
  const { width = 0, height = 0, orientation = 1 } = await sharp(original).metadata()
  // Orientations 5 to 8 turn the picture a quarter: what is stored as wide is shown as tall.
  return orientation >= 5 ? { original, width: height, height: width } : { original, width, height }
}

/**
 * The variant cut to the slot's shape around the picture's most eye-catching part, never enlarged:
 * a photo smaller than a variant's size fills it at its own size. Metadata (camera, place) is left out.
 */
function encode({ original, width, height }: OrientedSource, variant: PictureVariant): Promise<Buffer> {
  const scale = Math.min(1, width / variant.width, height / variant.height)
  const pipeline = sharp(original)
    .autoOrient()
    .resize(Math.round(variant.width * scale), Math.round(variant.height * scale), { fit: 'cover', position: sharp.strategy.attention })
  const encoders = { avif: () => pipeline.avif(pictureEncoders.avif), webp: () => pipeline.webp(pictureEncoders.webp), jpeg: () => pipeline.jpeg(pictureEncoders.jpeg) }
  return encoders[variant.format]().toBuffer()
}
