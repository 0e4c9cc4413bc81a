import { checkContentFile } from '../content/check-content-file.ts'
import { collections } from '../content/collections.ts'
import type { ContentProblem } from '../content/content-problem.ts'
import { crossFileProblems, type WrittenEntry } from '../content/cross-file-problems.ts'
import type { CollectionName } from '../content/fields/collection-name.ts'
import { formatProblem } from '../content/format-problem.ts'
import { parseContentFile } from '../content/parse-content-file.ts'

/** A file of a collection by its name (like chess.md) and its text. */
export interface WrittenFile {
  fileName: string
  text: string
}

/**
 * What `npm run check:content` would say of `saving`, a file of collection `name` about to be
 * saved, beside the other files of its folder (`others`, as the editor's backend has them): the
 * rules of the file on its own and those across the folder's files, in the check's own lines.
 */
export function problemsBeforeSave(name: CollectionName, saving: WrittenFile, others: readonly WrittenFile[]): string[] {
  const checked = checkContentFile(name, saving.fileName, saving.text)
  const file = (fileName: string) => `content/${name}/${fileName}`
  const written: WrittenEntry[] = [...others.filter((other) => other.fileName !== saving.fileName), saving].flatMap((each) => {
    const parsed = each === saving ? undefined : parseContentFile(each.text)
    const data = each === saving ? checked.data : parsed?.ok ? parsed.file.data : undefined
    const lineOf = each === saving ? checked.lineOf : parsed?.ok ? parsed.file.lineOf : undefined
    return lineOf ? [{ data, file: file(each.fileName), lineOf }] : []
  })
  // Across files (the same order, the same name), only what is said on the file being saved: the
  // check says it on every file involved, and the others' own problems are not the editor's to fix
  // here. In name order, as the check reads them.
  const saved = file(saving.fileName)
  const across = crossFileProblems(
    name,
    collections[name],
    written.sort((a, b) => (a.file < b.file ? -1 : 1)),
  ).filter((problem) => problem.file === saved)
  return [...checked.problems, ...across].map((problem: ContentProblem) => formatProblem(problem))
}
