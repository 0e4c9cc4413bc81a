import { join } from 'node:path'
import { contentFolder } from '#lib/content/content-folder.server.ts'
import { publicFolder } from '#lib/content/public-folder.ts'
import { filesFingerprint } from '#lib/files-fingerprint/files-fingerprint.server.ts'

/** What the built site is made from besides the content and the public folder: its code, build steps and packages. */
const SOURCES = ['pages', 'renderer', 'lib', 'tools', 'scripts', 'vite.config.ts', 'vite.cms.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json']

/** Tests are not built into the site: editing one leaves the build current. */
const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path)

/**
 * A fingerprint of everything a build under `root` is made from, as the environment names it now:
 * the content and public folders (CONTENT_DIR, PUBLIC_DIR) and the site's code. It differs whenever
 * a file among them is added, edited or removed, or another content folder is named.
 */
export function sourceFingerprint(root: string): string {
  return filesFingerprint([contentFolder(root), publicFolder(root), ...SOURCES.map((path) => join(root, path))], isTest)
}
