import { createHash } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A hash of the files under `paths` (files or folders, however deep) by path, size and time of
 * change: it changes when a file is added, edited or removed. Folders count only through the files
 * they hold, so a tool that creates a file beside a source and removes it again (as Vite and Vike do
 * with a transpiled config file) leaves it unchanged. `skip` leaves out files by their path.
 */
export function filesFingerprint(paths: string[], skip: (path: string) => boolean = () => false): string {
  const hash = createHash('sha256')
  for (const path of paths) {
    // The paths asked for count too: another folder holding the same files is another source.
    hash.update(`${path}\n`)
    const stat = statSync(path, { throwIfNoEntry: false })
    if (!stat) continue
    const files = stat.isDirectory() ? readdirSync(path, { recursive: true, encoding: 'utf8' }).toSorted() : ['']
    for (const file of files) {
      const each = file ? statSync(join(path, file), { throwIfNoEntry: false }) : stat
      const full = join(path, file)
      if (each?.isFile() && !skip(full)) hash.update(`${full}\0${each.size}\0${each.mtimeMs}\n`)
    }
  }
  return hash.digest('hex')
}
