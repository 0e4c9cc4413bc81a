/** `npm run check:content`: every problem in content/, one line each; exit status 1 if any. */
import { fileURLToPath } from 'node:url'
import { contentFolder } from '../lib/content/content-folder.ts'
import { formatProblem } from '../lib/content/format-problem.ts'
import { loadContent } from '../lib/content/load-content.server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const { problems } = loadContent(root, contentFolder(root))

if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(
    `\n${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in content/. Fix each line above, then run npm run check:content again. CONTENT.md explains every field.`,
  )
  process.exitCode = 1
} else {
  console.log('Content is valid.')
}
