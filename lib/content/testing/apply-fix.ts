import { parseDocument } from 'yaml'
import type { ContentProblem } from '../content-problem.ts'

/** The problem's advice applied to the file's text. */
export function applyFix(source: string, problem: ContentProblem): string {
  const fix = problem.fix!
  const lines = source.split('\n')
  if ('lineText' in fix) {
    lines[problem.line! - 1] = fix.lineText
    return lines.join('\n')
  }
  if ('name' in fix) {
    lines[problem.line! - 1] = lines[problem.line! - 1]!.replace(`${String(fix.path.at(-1))}:`, `${fix.name}:`)
    return lines.join('\n')
  }
  const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source)!
  const document = parseDocument(frontmatter!)
  // A new node, so the value is written in its own style (setIn keeps the old quotes).
  document.setIn(fix.path as unknown[], document.createNode(fix.value))
  return `---\n${document.toString({ lineWidth: 0 })}---\n${body}`
}
