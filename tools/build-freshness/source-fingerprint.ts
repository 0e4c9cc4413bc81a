import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { contentFolder } from '#lib/content/content-folder.server.ts'
import { publicFolder } from '#lib/content/public-folder.ts'

/** What the build is made from besides the content and the public folder: the pages', the server's and the build's code, and the packages. */
const SOURCE_FOLDERS = ['api', 'pages', 'renderer', 'lib', 'tools', 'scripts']
const SOURCE_FILES = ['vite.config.ts', 'vite.cms.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json']

/** Tests are not built into the site: editing one leaves the build current. */
const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path)

/**
 * A fingerprint of everything a build under `root` is made from, as the environment names it now:
 * the content and public folders (CONTENT_DIR, PUBLIC_DIR) and the site's code. It is taken from
 * each file's path within its source and its bytes, never from where the project lies or when a
 * file was written: a copy of the folder, or a fresh clone of the same commit, has the same
 * fingerprint, and it differs whenever a file is added, edited or removed.
 */
export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256')
  const sources: [string, string][] = [
    ['content', contentFolder(root)],
    ['public', publicFolder(root)],
    ...[...SOURCE_FOLDERS, ...SOURCE_FILES].map((name): [string, string] => [name, join(root, name)]),
  ]
  for (const [name, path] of sources) {
    const stat = statSync(path, { throwIfNoEntry: false })
    if (!stat) continue
    const files = stat.isDirectory() ? readdirSync(path, { recursive: true, encoding: 'utf8' }).toSorted() : ['']
    for (const file of files) {
      const full = join(path, file)
      if (isTest(full) || !statSync(full, { throwIfNoEntry: false })?.isFile()) continue
      const bytes = readFileSync(full)
      // The length keeps one file's bytes from reading as the next file's name.
      hash.update(`${name}/${file}\0${bytes.length}\0`).update(bytes)
    }
  }
  return hash.digest('hex')
}

/** Whether `root` holds the site's sources (a working copy or a clone), rather than only a built release (dist/ and the package files). */
export function holdsSources(root: string): boolean {
  return SOURCE_FOLDERS.some((folder) => existsSync(join(root, folder)))
}
