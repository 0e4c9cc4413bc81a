import { resolve } from 'node:path'

/**
 * The content folder the site is checked and built from: `<root>/content`, or the folder named by
 * the CONTENT_DIR environment variable (relative to `root`), so that a copy of the content — for
 * example one with an entry added — can be built and browsed without changing the real one.
 */
export function contentFolder(root: string): string {
  return resolve(root, process.env.CONTENT_DIR || 'content')
}
