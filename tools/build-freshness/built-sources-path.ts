import { join } from 'node:path'

/**
 * Where a build under `root` keeps the fingerprint of the sources it was made from: beside the
 * served files, not among them.
 */
export function builtSourcesPath(root: string): string {
  return join(root, 'dist', 'source-fingerprint.txt')
}
