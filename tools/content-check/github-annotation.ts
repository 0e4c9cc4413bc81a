import type { ContentProblem } from '#lib/content/content-problem.ts'

// The escapes of GitHub's workflow commands (the same as @actions/core's): a property value must
// not end early at a comma or colon, and a message keeps its line breaks.
const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')

/**
 * The problem as a GitHub Actions error annotation, which the pull request shows on the line it
 * names (`::error file=content/games/chess.md,line=4,title=ageLabel::must be …`).
 */
export function githubAnnotation({ file, line, field, message }: ContentProblem): string {
  const properties = [`file=${escapeProperty(file)}`]
  if (line !== undefined) properties.push(`line=${line}`)
  if (field) properties.push(`title=${escapeProperty(field)}`)
  return `::error ${properties.join(',')}::${escapeData(message)}`
}
