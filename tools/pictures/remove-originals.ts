import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { isRasterPicture } from '#lib/pictures/is-raster-picture.ts'

/** The folders whose pictures content may name (see lib/content/fields/image.ts). */
const PICTURE_FOLDERS = ['images', 'media']

/**
 * Deletes from the build the pixel pictures the build copied from `publicDir`: the pages name
 * their resized files only, and an original (a phone photo of several megabytes, with its camera
 * and place data) must never be served. Returns how many were removed.
 */
export function removeOriginals(publicDir: string, outDir: string): number {
  let removed = 0
  for (const folder of PICTURE_FOLDERS.filter((each) => existsSync(join(publicDir, each)))) {
    for (const file of readdirSync(join(publicDir, folder), { recursive: true, encoding: 'utf8' }).filter(isRasterPicture)) {
      const copy = join(outDir, folder, file)
      if (!existsSync(copy)) continue
      rmSync(copy)
      removed += 1
    }
  }
  return removed
}
