import { spawnSync } from 'node:child_process'
import { changedLines, type ChangedLines } from './changed-lines.ts'

/**
 * The content lines a pull request changed. GitHub checks out a pull request as a merge commit
 * whose first parent is the base branch, so the diff to that parent is the pull request's change
 * (the workflow fetches the two commits). Nothing when git cannot tell, and the summary then
 * says less rather than something wrong.
 */
export function pullRequestChanges(root: string): ChangedLines | undefined {
  const diff = spawnSync('git', ['diff', '--unified=0', '--no-color', '--no-ext-diff', 'HEAD^1', 'HEAD', '--', 'content/'], { cwd: root, encoding: 'utf8' })
  return diff.status === 0 ? changedLines(diff.stdout) : undefined
}
