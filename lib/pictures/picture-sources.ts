import { pictureFormats, pictureVariants, type PictureFormat } from './picture-variants.ts'
import type { Slot } from './slot.ts'

export interface PictureSources {
  /** The formats smaller than JPEG, best first, each as a `<source>`: its type and its files by width. */
  sources: { type: string; srcSet: string }[]
  /** The JPEG files, which every browser shows: the `<img>`'s own, with the one at the slot's size for browsers that read no `srcset`. */
  fallback: { src: string; srcSet: string }
}

/** What a `<picture>` (or a preload) of a pixel picture names: its files by format and width. */
export function pictureSources(path: string, slot: Slot): PictureSources {
  const variants = pictureVariants(path, slot)
  const srcSet = (format: PictureFormat) =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.path} ${variant.width}w`)
      .join(', ')
  return {
    sources: pictureFormats.filter((format) => format !== 'jpeg').map((format) => ({ type: `image/${format}`, srcSet: srcSet(format) })),
    fallback: { src: variants.find((variant) => variant.format === 'jpeg' && variant.width === slot.width)!.path, srcSet: srcSet('jpeg') },
  }
}
