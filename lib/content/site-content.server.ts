import type { SiteContent } from './collections.ts'
import { contentFolder } from './content-folder.server.ts'
import { devServerContent } from './dev-server-content.ts'
import { formatProblem } from './format-problem.ts'
import type { LoadedContent } from './load-content.server.ts'
import { loadContentOnce } from './load-content-once.server.ts'

// The build and the development server run from the project root, also once this file is bundled.
const root = process.cwd()

/** What was read, by folder: a test may name another content folder (CONTENT_DIR) than the one before it. */
const read = new Map<string, LoadedContent>()

/**
 * The checked site content for page data hooks: read once per build (the content check before it
 * keeps what it read, see loadContentOnce); under the development server,
 * as its watcher last read it after a change.
 */
export function getSiteContent(): SiteContent {
  const { content, problems } = devServerContent.get() ?? readFrom(contentFolder(root))
  if (!content) {
    throw new Error(`The content has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`)
  }
  return content
}

function readFrom(folder: string): LoadedContent {
  const loaded = read.get(folder) ?? loadContentOnce(root, folder)
  read.set(folder, loaded)
  return loaded
}
