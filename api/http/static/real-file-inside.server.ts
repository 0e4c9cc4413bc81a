import type { Stats } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { isInside } from './is-inside.server.ts'

export interface FoundFile {
  /** The file's real path: every symbolic link on the way resolved. */
  path: string
  stats: Stats
}

/**
 * The regular file at `file` when its real path lies inside `realRoot` (itself a real path).
 * Checking the URL path alone is not enough: a symbolic link inside the build that points elsewhere
 * would still hand out whatever it points to.
 */
export async function realFileInside(realRoot: string, file: string): Promise<FoundFile | undefined> {
  const path = await realpath(file).catch(() => undefined)
  if (!path || !isInside(realRoot, path)) return undefined
  const stats = await stat(path).catch(() => undefined)
  return stats?.isFile() ? { path, stats } : undefined
}
