import { resolve } from 'node:path'

/**
 * The folder of files served as they are (pictures, videos, page scripts): `<root>/public`, or the
 * folder named by PUBLIC_DIR (relative to `root`), so that a copy of the content whose pictures are
 * not in the project (see CONTENT_DIR) can be checked and built with them.
 */
export function publicFolder(root: string): string {
  return resolve(root, process.env.PUBLIC_DIR || 'public')
}
