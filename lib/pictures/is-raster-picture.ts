/** Pixel pictures are resized on build; drawings (SVG) scale to any size and are shipped as they are. */
export const isRasterPicture = (path: string) => /\.(?:png|jpe?g|webp|avif)$/.test(path)
