import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { checkContentFile } from '../check-content-file.ts'
import type { CollectionName } from '../fields/collection-name.ts'
import { formatProblem } from '../format-problem.ts'
import { parseContentFile } from '../parse-content-file.ts'

/**
 * Writes `value` into the frontmatter field at `path` of `file` (relative to `root`), as an editor
 * would, and returns the field's line and the file's own problems, as the check words them: the
 * single-file check the content editor runs before a save, so a test of a field's mistakes reads one
 * file, not the whole content (the rules across files have tests of their own).
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
  const [, name, fileName] = file.split('/') as [string, CollectionName, string]
  return { line: parsed.file.lineOf(path), problems: checkContentFile(name, fileName, changed).problems.map(formatProblem) }
}
