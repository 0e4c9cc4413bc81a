import type { ContentProblem } from '../../lib/content/content-problem.ts'

/** Markdown table cells: a pipe would start a new cell and a line break would end the row. */
const cell = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('|', '\\|').replace(/\r?\n/g, ' ')

/**
 * The job summary of a content check, in Markdown: every problem in one table, those in files a
 * pull request did not touch included, since an annotation only shows on a changed file.
 */
export function jobSummary(problems: readonly ContentProblem[]): string {
  if (problems.length === 0) return '## Content check\n\nContent is valid.\n'
  const rows = problems.map(({ file, line, field, message }) => `| \`${cell(file)}\` | ${line ?? ''} | ${field ? `\`${cell(field)}\`` : ''} | ${cell(message)} |`)
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`
  return [
    '## Content check',
    '',
    `${count} in content/. Each is also shown on its line in the pull request's "Files changed" tab. CONTENT.md explains every field.`,
    '',
    '| File | Line | Field | Problem |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}
