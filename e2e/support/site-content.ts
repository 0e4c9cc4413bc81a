import { fileURLToPath } from 'node:url'
import type { SiteContent } from '#lib/content/collections.ts'
import { contentFolder } from '#lib/content/content-folder.server.ts'
import { formatProblem } from '#lib/content/format-problem.ts'
import { loadContent } from '#lib/content/load-content.server.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

function load(): SiteContent {
  const { content, problems } = loadContent(root, contentFolder(root))
  if (!content) throw new Error(`The content has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`)
  return content
}

/**
 * The content the served build was made from (content/, or the copy CONTENT_DIR names), read and
 * checked by the site's own loader. Tests take the counts, names and texts they expect from here,
 * so an entry added the way CONTENT.md describes changes what they expect instead of failing them.
 */
export const siteContent: SiteContent = load()
