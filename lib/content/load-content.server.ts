import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { collections, type SiteContent } from './collections.ts'
import type { CollectionDefinition } from './collection-definition.ts'
import type { ContentProblem } from './content-problem.ts'
import { collectionOfFields } from './collection-of-fields.ts'
import { decodeContentFile } from './decode-content-file.ts'
import { checkContentFile } from './check-content-file.ts'
import { crossFileProblems, type WrittenEntry } from './cross-file-problems.ts'
import { fieldPath } from './field-path.ts'
import { fileNameProblems } from './file-name-problems.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { referenceFields } from './fields/reference-fields.ts'
import { parseContentFile } from './parse-content-file.ts'
import { suggest, suggestFileName } from './suggest.ts'

export interface LoadedContent {
  /** Present only when there are no problems. */
  content?: SiteContent
  problems: ContentProblem[]
}

type RawEntry = Record<string, unknown> & { slug: string }
interface LoadedEntry {
  entry: RawEntry
  file: string
  lineOf(path: readonly PropertyKey[]): number
}

/** Folders in content/ that are not collections: the editor schemas made from the collections. */
const NOT_COLLECTIONS = new Set(['json-schema'])

/**
 * Reads and checks every content file under `contentFolder` (by default `<root>/content`). Collects
 * every problem rather than stopping at the first, so an editor sees the whole list in one run.
 */
export function loadContent(root: string, contentFolder = join(root, 'content')): LoadedContent {
  const problems: ContentProblem[] = []
  const names = Object.keys(collections) as CollectionName[]

  for (const name of readdirSync(contentFolder)) {
    if (name.startsWith('.') || NOT_COLLECTIONS.has(name) || names.includes(name as CollectionName)) continue
    if (statSync(join(contentFolder, name)).isFile()) {
      problems.push({ file: `content/${name}`, message: fileOutsideFolders(join(contentFolder, name), names) })
      continue
    }
    const nested = readdirSync(join(contentFolder, name)).filter((each) => names.includes(each as CollectionName))
    if (nested.length > 0) {
      problems.push({
        file: `content/${name}`,
        message: `this folder holds content folders (${nested.join(', ')}) one level too deep, where they are not read: move them up into content/ and remove content/${name}`,
      })
      continue
    }
    const guess = suggest(name, names)
    problems.push({
      file: `content/${name}`,
      message: `this is not a content folder, so nothing in it is published.${guess ? ` Did you mean 'content/${guess}'?` : ''} Folders: ${names.join(', ')}.`,
    })
  }

  const loaded = new Map<CollectionName, LoadedEntry[]>()
  for (const name of names) {
    loaded.set(name, loadCollection(contentFolder, name, collections[name], problems))
  }

  for (const name of names) {
    for (const { field, collection: target } of referenceFields(collections[name].schema)) {
      const known = (loaded.get(target) ?? []).map(({ entry }) => entry.slug)
      for (const { entry, file, lineOf } of loaded.get(name) ?? []) {
        const values = entry[field]
        // An item named twice is refused in the file itself, by repeatedItemProblems.
        ;(Array.isArray(values) ? values : [values]).forEach((value, index) => {
          if (typeof value !== 'string' || known.includes(value)) return
          const path = Array.isArray(values) ? [field, index] : [field]
          const guess = suggestFileName(value, known)
          // A file that exists but did not pass the check is not missing: its own problems are the ones to fix.
          const hasProblems = statSync(join(contentFolder, target, `${value}.md`), { throwIfNoEntry: false })?.isFile()
          problems.push({
            file,
            line: lineOf(path),
            field: fieldPath(path),
            message: hasProblems
              ? `content/${target}/${value}.md has problems of its own, listed on its lines; once they are fixed this reference works`
              : `there is no file content/${target}/${value}.md${guess ? `. Did you mean '${guess}'?` : ''}`,
            ...(guess && !hasProblems ? { fix: { path, value: guess } } : {}),
          })
        })
      }
    }
  }

  if (problems.length > 0) return { problems }
  const content = Object.fromEntries(
    names.map((name) => {
      const entries = (loaded.get(name) ?? []).map(({ entry }) => entry)
      return [name, (collections[name] as CollectionDefinition).single ? entries[0] : entries]
    }),
  ) as unknown as SiteContent
  return { content, problems }
}

/**
 * Reads and checks the files of one collection: the folder's own rules, each file on its own and the
 * rules across its files, adding their problems to `problems`; the references to other collections
 * are checked by loadContent. A test of one file's mistakes reads its folder alone with it.
 */
export function loadCollection(contentFolder: string, name: CollectionName, definition: CollectionDefinition, problems: ContentProblem[]): LoadedEntry[] {
  const folder = join(contentFolder, name)
  const exists = statSync(folder, { throwIfNoEntry: false })?.isDirectory()
  const files = exists
    ? readdirSync(folder)
        .filter((file) => !file.startsWith('.'))
        .sort()
    : []
  for (const file of files.filter((file) => !file.endsWith('.md') || statSync(join(folder, file)).isDirectory())) {
    problems.push({ file: `content/${name}/${file}`, message: notReadMessage(folder, name, file) })
  }
  const markdownFiles = files.filter((file) => file.endsWith('.md') && !statSync(join(folder, file)).isDirectory())
  if (definition.fixedFiles) problems.push(...fixedFileProblems(name, markdownFiles, Object.keys(definition.fixedFiles)))
  if (markdownFiles.length === 0) {
    problems.push({
      file: `content/${name}`,
      message: definition.single
        ? "this folder's one .md file is missing, and every page is made from it: restore the file (from the pull request's history), or add it again"
        : 'there are no .md files here; add at least one',
    })
  } else if (definition.single && markdownFiles.length > 1) {
    problems.push({ file: `content/${name}`, message: `this folder holds one file only, but has ${markdownFiles.length}: ${markdownFiles.join(', ')}` })
  }

  for (const slug of definition.required ?? []) {
    if (!markdownFiles.includes(`${slug}.md`)) {
      problems.push({
        file: `content/${name}/${slug}.md`,
        message: `this file is missing, and the site's page /${slug} is made from it: add it again (restore it from the pull request's history, or copy another file of content/${name}/ and change its words)`,
      })
    }
  }

  const entries: LoadedEntry[] = []
  /** Every file that could be read, valid or not, so that one mistake does not hide another. */
  const written: WrittenEntry[] = []
  for (const fileName of markdownFiles) {
    const file = `content/${name}/${fileName}`
    const decoded = decodeContentFile(readFileSync(join(folder, fileName)))
    if (!decoded.ok) {
      problems.push(...fileNameProblems(file, fileName.slice(0, -'.md'.length)), ...decoded.problems.map((problem) => ({ file, ...problem })))
      continue
    }
    const checked = checkContentFile(name, fileName, decoded.text)
    problems.push(...checked.problems)
    if (checked.lineOf) written.push({ data: checked.data, file, lineOf: checked.lineOf })
    if (checked.entry && checked.lineOf) entries.push({ entry: checked.entry, file, lineOf: checked.lineOf })
  }
  problems.push(...crossFileProblems(name, definition, written))
  return entries.sort((a, b) => Number(a.entry.order ?? 0) - Number(b.entry.order ?? 0))
}

/** A folder of fixed files: each must be there, and a file of any other name is never used. */
function fixedFileProblems(name: CollectionName, present: readonly string[], fixed: readonly string[]): ContentProblem[] {
  const slugs = present.map((file) => file.slice(0, -'.md'.length))
  const strays = slugs
    .filter((slug) => !fixed.includes(slug))
    .map((slug): ContentProblem => {
      const guess = suggest(slug, fixed)
      return {
        file: `content/${name}/${slug}.md`,
        line: 1,
        message: `this file is never used: the files here have fixed names.${guess ? ` Did you mean '${guess}.md'?` : ''} Files: ${fixed.map((each) => `${each}.md`).join(', ')}.`,
      }
    })
  const missing = fixed
    .filter((slug) => !slugs.includes(slug))
    .map((slug): ContentProblem => ({ file: `content/${name}`, message: `${slug}.md is missing; every file of this folder is needed` }))
  return [...strays, ...missing]
}

function notReadMessage(folder: string, name: CollectionName, file: string): string {
  if (statSync(join(folder, file)).isDirectory()) {
    const inside = readdirSync(join(folder, file)).filter((each) => each.endsWith('.md'))
    const example = inside[0] ?? 'its files'
    return `this is a folder inside content/${name}/, one level too deep: files in it are not read. Move ${example}${inside.length > 1 ? ' and the others' : ''} up into content/${name}/ and remove the folder`
  }
  if (/\.(?:markdown|mdx?|txt)$/i.test(file) || /\.md\.\w+$/i.test(file)) {
    return `only files ending in .md (in lower case) are read: rename it ${file.replace(/\.md\.\w+$/i, '').replace(/\.(?:markdown|mdx?|txt)$/i, '')}.md`
  }
  return 'only files ending in .md are read; rename it or move it out of content/'
}

/** What to say of a file at the top of content/, where nothing is read. */
function fileOutsideFolders(path: string, names: readonly CollectionName[]): string {
  const notRead = 'this file is not in a content folder, so it is not published'
  if (!path.endsWith('.md')) return `${notRead}. Remove it, or move it into the folder it belongs to.`
  const decoded = decodeContentFile(readFileSync(path))
  const parsed = decoded.ok ? parseContentFile(decoded.text) : undefined
  const kind = parsed?.ok ? collectionOfFields(parsed.file.data) : undefined
  return kind ? `${notRead}. It looks like a ${kind} file: move it to content/${kind}/.` : `${notRead}. Move it into the folder of its kind: ${names.join(', ')}.`
}
