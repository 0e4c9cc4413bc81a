import { join } from 'node:path'
import { collections } from '../collections.ts'
import type { ContentProblem } from '../content-problem.ts'
import type { CollectionName } from '../fields/collection-name.ts'
import { loadCollection } from '../load-content.server.ts'

/**
 * The problems the content check reports on `file` (content/<folder>/<file> under `root`): its folder's
 * rules, the file's bytes and text, and the rules across its collection's files. A test of one file's
 * mistakes reads that folder, not the whole content; the references between collections and the
 * folders of content/ have tests of their own, on the whole content.
 */
export function problemsOfFile(root: string, file: string): ContentProblem[] {
  const name = file.split('/')[1] as CollectionName
  const problems: ContentProblem[] = []
  loadCollection(join(root, 'content'), name, collections[name], problems)
  return problems.filter((problem) => problem.file === file)
}
