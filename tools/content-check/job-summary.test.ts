import { expect, test } from 'vitest'
import { jobSummary } from './job-summary.ts'

test('lists every problem in one table row each', () => {
  const summary = jobSummary([
    { file: 'content/games/chess.md', line: 4, field: 'ageLabel', message: 'must be 6+ | or more' },
    { file: 'content/gmes', message: 'there is no collection "gmes"' },
  ])
  expect(summary).toContain('2 problems in content/.')
  expect(summary).toContain('| `content/games/chess.md` | 4 | `ageLabel` | must be 6+ \\| or more |')
  expect(summary).toContain('| `content/gmes` |  |  | there is no collection "gmes" |')
})

test('says so when the content is valid', () => {
  expect(jobSummary([])).toContain('Content is valid.')
})

test('says which problems are not on a line the pull request changed, and where to look', () => {
  const changed = new Map([['content/games/chess.md', new Set([4])]])
  const summary = jobSummary(
    [
      { file: 'content/games/chess.md', line: 4, field: 'order', message: '4 is also the order of content/games/uno.md' },
      { file: 'content/games/uno.md', line: 7, field: 'order', message: '4 is also the order of content/games/chess.md' },
      { file: 'content/signup-pages/advisor-signup.md', message: 'this file is missing' },
    ],
    changed,
  )
  expect(summary).toContain('2 problems are not on a line this pull request changed, so the "Files changed" tab does not show them')
  expect(summary).toContain('| 4 is also the order of content/games/uno.md |')
  expect(summary).toContain('| 4 is also the order of content/games/chess.md *(not on a line this pull request changed: open the file at line 7)* |')
  expect(summary).toContain('| this file is missing *(about a file or folder as a whole, outside the files this pull request changed)* |')
})

test('says when there are more problems than GitHub shows as notes on lines', () => {
  const problems = Array.from({ length: 12 }, (_, index) => ({ file: 'content/games/chess.md', line: index + 1, message: 'wrong' }))
  expect(jobSummary(problems)).toContain('GitHub shows at most 10 problems as notes on their lines; the other 2 are listed only here.')
  expect(jobSummary(problems.slice(0, 10))).not.toContain('GitHub shows at most')
})
