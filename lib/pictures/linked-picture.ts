import { isRasterPicture } from './is-raster-picture.ts'
import { pictureVariants } from './picture-variants.ts'
import type { Slot } from './slot.ts'

/**
 * The one file to name where a single address is wanted (link previews, feeds, search engines'
 * structured data): a drawing as it is; a photo, whose original is never served, as its JPEG at
 * the slot's own size, which every reader shows and every photo fills (the content check sees to it).
 */
export function linkedPicture(path: string, slot: Slot): { path: string; width: number; height: number } {
  if (!isRasterPicture(path)) return { path, ...slot }
  const variant = pictureVariants(path, slot).find((each) => each.format === 'jpeg' && each.width === slot.width)!
  return { path: variant.path, width: variant.width, height: variant.height }
}
