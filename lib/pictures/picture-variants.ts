import type { Slot } from './slot.ts'

export type PictureFormat = 'avif' | 'webp' | 'jpeg'

export interface PictureVariant {
  /** Where the site serves it, like /pictures/images/people/maya.jpg/800.avif. */
  path: string
  format: PictureFormat
  /** The size it is cut to: the slot's shape, at this many pixels wide. */
  width: number
  height: number
}

/**
 * Half the slot for small screens, the slot itself, and one and a half and twice it for screens
 * with denser pixels: a browser picks the smallest that is sharp on its screen.
 */
const SCALES = [0.5, 1, 1.5, 2]
/** Best first: the browser takes the first format it can show; every browser shows JPEG. */
export const pictureFormats: readonly PictureFormat[] = ['avif', 'webp', 'jpeg']
const EXTENSIONS: Record<PictureFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }

/**
 * The files the build makes of a pixel picture for `slot`, named by the picture's path alone so the
 * pages (islands in the browser too) can name them without reading the picture. They live under
 * /pictures/, a folder no content path can name, each picture's in a folder named after the whole
 * file name, so "team.jpg" and "team.png" never share one.
 */
export function pictureVariants(path: string, slot: Slot): PictureVariant[] {
  return pictureFormats.flatMap((format) =>
    SCALES.map((scale) => {
      const width = Math.round(slot.width * scale)
      return { path: `/pictures${path}/${width}.${EXTENSIONS[format]}`, format, width, height: Math.round((width * slot.height) / slot.width) }
    }),
  )
}
