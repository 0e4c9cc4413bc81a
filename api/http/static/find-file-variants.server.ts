import { join } from 'node:path'
import { CODING_SUFFIXES, type StoredCoding } from './content-coding.server.ts'
import { realFileInside, type FoundFile } from './real-file-inside.server.ts'

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
