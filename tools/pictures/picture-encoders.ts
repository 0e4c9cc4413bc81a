import type { PictureFormat } from '#lib/pictures/picture-variants.ts'

/**
 * How each format is encoded: about the quality a photo on a web page needs, no finer. A change
 * here changes every file's cache key, so the next build encodes them all again.
 */
export const pictureEncoders = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
} as const satisfies Record<PictureFormat, object>
