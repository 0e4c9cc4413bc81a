import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'

/** The pixel size of a picture under public/, read from the file so link previews can lay it out before it loads. */
export function pictureSize(path: string): { width: number; height: number } {
  const { width = 0, height = 0 } = imageSize(readFileSync(join(process.cwd(), 'public', path)))
  return { width, height }
}
