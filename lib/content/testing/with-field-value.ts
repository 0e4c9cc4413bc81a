import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { formatProblem } from '../format-problem.ts'
import { loadContent } from '../load-content.server.ts'
import { parseContentFile } from '../parse-content-file.ts'

/**
 * Writes `value` into the frontmatter field at `path` of `file` (relative to `root`), as an editor
 * would, and returns the field's line and the check's problems with that file.
 */
export function withFieldValue(root: string, file: string, path: (string | number)[], value: unknown): { line: number; problems: string[] } {
  const source = readFileSync(join(root, file), 'utf8')
  const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source)!
  const document = parseDocument(frontmatter!)
  document.setIn(path, value)
  const changed = `---\n${document.toString({ lineWidth: 0 })}---\n${body}`
  writeFileSync(join(root, file), changed)
  const parsed = parseContentFile(changed)
  if (!parsed.ok) throw new Error(`${file} no longer parses`)
  return {
    line: parsed.file.lineOf(path),
    problems: loadContent(root)
      .problems.filter((problem) => problem.file === file)
      .map(formatProblem),
  }
}
