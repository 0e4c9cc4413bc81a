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
