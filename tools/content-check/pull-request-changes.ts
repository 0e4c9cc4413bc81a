import { spawnSync } from 'node:child_process'
import { changedLines, type ChangedLines } from './changed-lines.ts'

/**
 * The lines a pull request changed in the content folder, named as the check names files
 * (content/games/chess.md). GitHub checks out a pull request as a merge commit whose first parent
 * is the base branch, so the diff to that parent is the pull request's change (the workflow
 * fetches the two commits). Nothing when git cannot tell, and the summary then says less rather
 * than something wrong.
 */
export function pullRequestChanges(folder: string): ChangedLines | undefined {
  const diff = spawnSync('git', ['diff', '--unified=0', '--no-color', '--no-ext-diff', '--relative', 'HEAD^1', 'HEAD', '--', '.'], { cwd: folder, encoding: 'utf8' })
  if (diff.status !== 0) return undefined
  return new Map([...changedLines(diff.stdout)].map(([file, lines]) => [`content/${file}`, lines]))
}
