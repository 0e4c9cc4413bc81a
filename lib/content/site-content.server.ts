import type { SiteContent } from './collections.ts'
import { contentFolder } from './content-folder.ts'
import { contentRevision } from './content-revision.ts'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'

// The build and the development server run from the project root, also once this file is bundled.
const root = process.cwd()

let cached: { content: SiteContent; revision: number } | undefined

/**
 * The checked site content for page data hooks: read once per build, and in development again
 * only after the content changed (the dev server's watcher counts the changes).
 */
export function getSiteContent(): SiteContent {
  const revision = contentRevision.current()
  if (cached && cached.revision === revision) return cached.content
  const { content, problems } = loadContent(root, contentFolder(root))
  if (!content) {
    throw new Error(`The content has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`)
  }
  cached = { content, revision }
  return content
}
