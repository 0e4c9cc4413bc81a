import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesFingerprint } from '../files-fingerprint/files-fingerprint.server.ts'
import type { SiteContent } from './collections.ts'
import { loadContent, type LoadedContent } from './load-content.server.ts'
import { publicFolder } from './public-folder.ts'

/** Everything the loader reads or runs besides the content and the public folder: its code and schemas, the packages. */
const INPUTS = ['lib/content', 'lib/pictures', 'package-lock.json']

/**
 * The content of `contentFolder`, read and checked once per build. The build's steps run one after
 * another in three processes (the content check, the prerendering, and the steps after it: the
 * pictures, the sitemap, the feeds, the search index), and reading and checking the content, its
 * Markdown rendered, takes a second or more for a thousand posts. The first step keeps what it
 * read, when it has no problems, in node_modules/.cache/; the others take that instead, as long as
 * no file it came from has changed since: a file of the content, of the loader and its schemas, of the public folder (which the
 * content names) or the installed packages, by path, size and time of change.
 */
export function loadContentOnce(root: string, contentFolder: string): LoadedContent {
  const cacheFolder = join(root, 'node_modules', '.cache', 'senseahead-content')
  const fingerprint = filesFingerprint([contentFolder, publicFolder(root), ...INPUTS.map((path) => join(root, path))])
  const snapshot = join(cacheFolder, `${fingerprint.slice(0, 32)}.json`)
  const kept = readKept(snapshot)
  if (kept) return { content: kept, problems: [] }
  const loaded = loadContent(root, contentFolder)
  if (loaded.content) keep(cacheFolder, snapshot, loaded.content)
  return loaded
}

function readKept(snapshot: string): SiteContent | undefined {
  try {
    return JSON.parse(readFileSync(snapshot, 'utf8')) as SiteContent
  } catch {
    // None kept yet, or another step (a test, a build of another folder) is replacing it: read the content.
    return undefined
  }
}

/**
 * Keeps one snapshot at a time, in place of any other: written under a name of its own and then
 * renamed, so a step never reads half of one. A cache: failing to write it costs the next step a reading only.
 */
function keep(cacheFolder: string, snapshot: string, content: SiteContent): void {
  try {
    mkdirSync(cacheFolder, { recursive: true })
    for (const file of readdirSync(cacheFolder)) rmSync(join(cacheFolder, file), { force: true })
    const partial = `${snapshot}.${process.pid}.partial`
    writeFileSync(partial, JSON.stringify(content))
    renameSync(partial, snapshot)
  } catch {
    // Another step replaced the folder's files meanwhile; the next step reads the content itself.
  }
}
