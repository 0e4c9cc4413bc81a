import { appendFileSync } from 'node:fs'
import { contentFolder } from '#lib/content/content-folder.server.ts'
import { formatProblem } from '#lib/content/format-problem.ts'
import { loadContentOnce } from '#lib/content/load-content-once.server.ts'
import { onChangedLine } from './changed-lines.ts'
import { githubAnnotation } from './github-annotation.ts'
import { jobSummary } from './job-summary.ts'
import { pullRequestChanges } from './pull-request-changes.ts'
import { withSiteLinksChecked } from './site-link-problems.ts'

/**
 * Checks the content of the project at `root`: every problem one line on stderr, and "Content is
 * valid." when there is none. In a GitHub Actions job each problem is also an annotation on its
 * line of the pull request (those on lines the pull request changed first, as GitHub shows only
 * ten), and the job summary lists them all, saying which are elsewhere. Returns the exit status.
 */
export function runContentCheck(root: string): number {
  // Content without problems is kept for the build's next steps, which then need not read it again.
  const folder = contentFolder(root)
  const { problems } = withSiteLinksChecked(loadContentOnce(root, folder), folder)

  if (process.env.GITHUB_ACTIONS === 'true') {
    const changed = process.env.GITHUB_EVENT_NAME === 'pull_request' ? pullRequestChanges(folder) : undefined
    const first = changed ? problems.filter(({ file, line }) => onChangedLine(changed, file, line)) : problems
    for (const problem of [...first, ...problems.filter((problem) => !first.includes(problem))]) console.log(githubAnnotation(problem))
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, jobSummary(problems, changed))
  }

  if (problems.length === 0) {
    console.log('Content is valid.')
    return 0
  }
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(
    `\n${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in content/. Fix each line above, then run npm run check:content again. CONTENT.md explains every field.`,
  )
  return 1
}
