import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import { isRasterPicture } from '#lib/pictures/is-raster-picture.ts'
import type { Slot } from '#lib/pictures/slot.ts'
import { publicFolder } from '../public-folder.ts'
import { imageFieldSlots } from './image-field-slots.ts'
import { publicFile } from './public-file.ts'

const MAX_BYTES = 25 * 1024 * 1024
/** Every format keeps its size near the start: image-size itself reads no more than this of a file. */
const HEADER_BYTES = 512 * 1024

/**
 * A picture under public/images/ (or public/media/, beside the video it stands in for), in a
 * format every browser the site supports can show. A pixel picture must fill its `slot` without
 * being stretched and must stay under 25 MB, the most a phone photo needs; the build makes the
 * smaller files the pages show of it (see lib/pictures/). Without `photos`, only a drawing (.svg) passes.
 */
export const image = (slot: Slot, { photos = true } = {}) =>
  publicFile(['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'], ['/images/', '/media/'], { allowed: photos ? undefined : ['svg'] })
    .superRefine((path, context) => {
      // A place that shows a drawing only (a student's portrait): no photo of the person is published.
      if (!photos && isRasterPicture(path)) {
        const ending = /\.[^.]*$/.exec(path)![0]
        context.addIssue({
          code: 'custom',
          input: path,
          message: `is a ${ending} picture, and this place shows a drawing or initials (.svg), never a photo: use a drawing saved as .svg`,
        })
        return
      }
      const file = join(publicFolder(process.cwd()), path)
      // Drawings scale to any size; only pixel pictures can be too small for their place.
      const stats = isRasterPicture(path) ? statSync(file, { throwIfNoEntry: false }) : undefined
      if (!stats?.isFile()) return
      const bytes = stats.size
      if (bytes > MAX_BYTES) {
        context.addIssue({ code: 'custom', input: path, message: `is ${(bytes / 1024 / 1024).toFixed(0)} MB; a picture may be at most 25 MB: save a smaller copy` })
        return
      }
      const size = readSize(file, Math.min(bytes, HEADER_BYTES))
      if (!size) {
        context.addIssue({ code: 'custom', input: path, message: 'is not a picture the site can show: save it again as a .png, .jpg, .webp or .avif file' })
        return
      }
      const { width = 0, height = 0 } = size
      if (width < slot.width || height < slot.height) {
        context.addIssue({
          code: 'custom',
          input: path,
          message: `is ${width}×${height} pixels, smaller than the ${slot.width}×${slot.height} its place on the page fills: use a larger picture`,
        })
      }
    })
    .register(imageFieldSlots, slot)

/**
 * A picture's size from the first `length` bytes of its file, without reading the rest of a photo
 * of many megabytes; nothing when they are not a picture image-size knows (it throws then).
 */
function readSize(file: string, length: number): ReturnType<typeof imageSize> | undefined {
  const start = new Uint8Array(length)
  const descriptor = openSync(file, 'r')
  try {
    readSync(descriptor, start, 0, length, 0)
  } finally {
    closeSync(descriptor)
  }
  try {
    return imageSize(start)
  } catch {
    return undefined
  }
}
