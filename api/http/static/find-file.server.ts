import type { Stats } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { sep, resolve, join } from 'node:path'

/** The content codings the build ships beside its text files, and the file suffix of each. */
const CODING_SUFFIXES = { br: '.br', gzip: '.gz' } as const

export type StoredCoding = keyof typeof CODING_SUFFIXES
export type ContentCoding = StoredCoding | 'identity'

/** Whether the absolute path `file` is `root` itself or lies below it. */
function isInside(root: string, file: string): boolean {
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep)
}

/** The file a URL path names inside `root`, or undefined when the path would leave it. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  const file = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`)
  return isInside(root, file) ? file : undefined
}

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
async function realFileInside(realRoot: string, file: string): Promise<FoundFile | undefined> {
  const path = await realpath(file).catch(() => undefined)
  if (!path || !isInside(realRoot, path)) return undefined
  const stats = await stat(path).catch(() => undefined)
  return stats?.isFile() ? { path, stats } : undefined
}

export interface FileVariants {
  /** The plain file, as the URL names it (the folder's index.html for a folder). */
  identity: FoundFile
  /** Its precompressed siblings that exist. */
  compressed: Partial<Record<StoredCoding, FoundFile>>
}

/**
 * The file `file` stands for inside `realRoot`, and its precompressed siblings: `file` itself, or
 * the index.html of the folder it names. A sibling counts only beside an existing plain file, so a
 * stray .br never answers for a page the build no longer has.
 */
export async function findFileVariants(realRoot: string, file: string): Promise<FileVariants | undefined> {
  for (const candidate of [file, join(file, 'index.html')]) {
    const identity = await realFileInside(realRoot, candidate)
    if (!identity) continue
    const compressed: FileVariants['compressed'] = {}
    for (const [coding, suffix] of Object.entries(CODING_SUFFIXES) as [StoredCoding, string][]) {
      const sibling = await realFileInside(realRoot, candidate + suffix)
      if (sibling) compressed[coding] = sibling
    }
    return { identity, compressed }
  }
  return undefined
}
