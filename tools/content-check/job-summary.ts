import type { ContentProblem } from '#lib/content/content-problem.ts'
import { onChangedLine, type ChangedLines } from './changed-lines.ts'

/** Error annotations GitHub shows of one step; the others are dropped without a word. */
export const ANNOTATIONS_SHOWN = 10

/** Markdown table cells: a pipe would start a new cell and a line break would end the row. */
const cell = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('|', '\\|').replace(/\r?\n/g, ' ')
const count = (number: number, word: string) => `${number} ${number === 1 ? word : `${word}s`}`

/**
 * The job summary of a content check, in Markdown: every problem in one table, since an annotation
 * only shows on a line a pull request changed and GitHub shows ten of them at most. With the
 * pull request's changed lines, each row says whether its line is one of them, and where to look
 * when it is not.
 */
export function jobSummary(problems: readonly ContentProblem[], changed?: ChangedLines): string {
  if (problems.length === 0) return '## Content check\n\nContent is valid.\n'
  const elsewhere = changed ? problems.filter(({ file, line }) => !onChangedLine(changed, file, line)).length : 0
  const where = (file: string, line: number | undefined) =>
    !changed || onChangedLine(changed, file, line)
      ? ''
      : line === undefined
        ? ' *(about a file or folder as a whole, outside the files this pull request changed)*'
        : ` *(not on a line this pull request changed: open the file at line ${line})*`
  const rows = problems.map(({ file, line, field, message }) => `| \`${cell(file)}\` | ${line ?? ''} | ${field ? `\`${cell(field)}\`` : ''} | ${cell(message)}${where(file, line)} |`)
  return [
    '## Content check',
    '',
    `${count(problems.length, 'problem')} in content/. CONTENT.md explains every field.`,
    '',
    changed
      ? elsewhere === 0
        ? `Each is on a line this pull request changed, and shown there in the "Files changed" tab.`
        : `${count(elsewhere, 'problem')} ${elsewhere === 1 ? 'is' : 'are'} not on a line this pull request changed, so the "Files changed" tab does not show ${elsewhere === 1 ? 'it' : 'them'}: ${elsewhere === 1 ? 'it is' : 'they are'} marked below with where to look.`
      : `Each is also shown on its line in the pull request's "Files changed" tab, when that line is one the pull request changed.`,
    ...(problems.length > ANNOTATIONS_SHOWN
      ? [
          '',
          `GitHub shows at most ${ANNOTATIONS_SHOWN} problems as notes on their lines${changed ? ', those on changed lines first' : ''}; the other ${problems.length - ANNOTATIONS_SHOWN} are listed only here.`,
        ]
      : []),
    '',
    '| File | Line | Field | Problem |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}
