/**
 * `npm run check:content`: every problem in content/, one line each; exit status 1 if any. In a
 * GitHub Actions job each problem is also an annotation on its line of the pull request (those on
 * lines the pull request changed first, as GitHub shows only ten), and the job summary lists them
 * all, saying which are elsewhere.
 */
import { appendFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { contentFolder } from '#lib/content/content-folder.server.ts'
import { formatProblem } from '#lib/content/format-problem.ts'
import { loadContentOnce } from '#lib/content/load-content-once.server.ts'
import { onChangedLine } from '#tools/content-check/changed-lines.ts'
import { githubAnnotation } from '#tools/content-check/github-annotation.ts'
import { jobSummary } from '#tools/content-check/job-summary.ts'
import { pullRequestChanges } from '#tools/content-check/pull-request-changes.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
// Content without problems is kept for the build's next steps, which then need not read it again.
const folder = contentFolder(root)
const { problems } = loadContentOnce(root, folder)
const inGithubActions = process.env.GITHUB_ACTIONS === 'true'

if (inGithubActions) {
  const changed = process.env.GITHUB_EVENT_NAME === 'pull_request' ? pullRequestChanges(folder) : undefined
  const first = changed ? problems.filter(({ file, line }) => onChangedLine(changed, file, line)) : problems
  for (const problem of [...first, ...problems.filter((problem) => !first.includes(problem))]) console.log(githubAnnotation(problem))
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, jobSummary(problems, changed))
}

if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(
    `\n${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in content/. Fix each line above, then run npm run check:content again. CONTENT.md explains every field.`,
  )
  process.exitCode = 1
} else {
  console.log('Content is valid.')
}
