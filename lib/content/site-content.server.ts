import type { SiteContent } from './collections.ts'
import { contentFolder } from './content-folder.ts'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'

// The build and the development server run from the project root, also once this file is bundled.
const root = process.cwd()

let cached: SiteContent | undefined

/**
 * The checked site content for page data hooks: read once per build, and on every request in
 * development so that content edits show at once.
 */
export function getSiteContent(): SiteContent {
  if (cached && !import.meta.env.DEV) return cached
  const { content, problems } = loadContent(root, contentFolder(root))
  if (!content) {
    throw new Error(`The content has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`)
  }
  cached = content
  return content
}
