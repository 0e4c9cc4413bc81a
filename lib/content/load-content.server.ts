import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { collections, type CollectionDefinition, type SiteContent } from './collections.ts'
import type { ContentProblem } from './content-problem.ts'
import { describeIssue } from './describe-issue.ts'
import { fieldPath } from './field-path.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { referenceFields } from './fields/reference-fields.ts'
import { slugPattern } from './fields/slug-pattern.ts'
import { parseContentFile } from './parse-content-file.ts'
import { renderMarkdown } from './render-markdown.ts'
import { splitSections } from './split-sections.ts'
import { suggest } from './suggest.ts'

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
    const guess = suggest(name, names)
    problems.push({
      file: `content/${name}`,
      message: `this is not a content folder, so nothing in it is published${guess ? `. Did you mean 'content/${guess}'?` : ''} Folders: ${names.join(', ')}`,
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
        ;(Array.isArray(values) ? values : [values]).forEach((value, index) => {
          if (typeof value !== 'string' || known.includes(value)) return
          const path = Array.isArray(values) ? [field, index] : [field]
          const guess = suggest(value, known)
          problems.push({
            file,
            line: lineOf(path),
            field: fieldPath(path),
            message: `there is no file content/${target}/${value}.md${guess ? `. Did you mean '${guess}'?` : ''}`,
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

function loadCollection(contentFolder: string, name: CollectionName, definition: CollectionDefinition, problems: ContentProblem[]): LoadedEntry[] {
  const folder = join(contentFolder, name)
  const exists = statSync(folder, { throwIfNoEntry: false })?.isDirectory()
  const files = exists
    ? readdirSync(folder)
        .filter((file) => !file.startsWith('.'))
        .sort()
    : []
  for (const file of files.filter((file) => !file.endsWith('.md'))) {
    problems.push({ file: `content/${name}/${file}`, message: 'only files ending in .md are read; rename it or move it out of content/' })
  }
  const markdownFiles = files.filter((file) => file.endsWith('.md'))
  if (markdownFiles.length === 0) {
    problems.push({ file: `content/${name}`, message: 'there are no .md files here; add at least one' })
  } else if (definition.single && markdownFiles.length > 1) {
    problems.push({ file: `content/${name}`, message: `this folder holds one file only, but has ${markdownFiles.length}: ${markdownFiles.join(', ')}` })
  }

  const entries: LoadedEntry[] = []
  for (const fileName of markdownFiles) {
    const file = `content/${name}/${fileName}`
    const slug = fileName.slice(0, -'.md'.length)
    const fileProblems: ContentProblem[] = []
    if (!slugPattern.test(slug)) {
      fileProblems.push({ file, line: 1, message: 'the file name must be lower case letters, digits and dashes, like "go-fish.md"' })
    }
    const parsed = parseContentFile(readFileSync(join(folder, fileName), 'utf8'))
    if (!parsed.ok) {
      problems.push(...fileProblems, { file, line: parsed.line, message: parsed.message })
      continue
    }
    const { data, body, bodyLine, lineOf } = parsed.file
    const result = definition.schema.safeParse(data, { reportInput: true })
    if (!result.success) {
      for (const issue of result.error.issues) {
        for (const described of describeIssue(issue, definition.schema, data)) {
          fileProblems.push({ file, line: described.missing ? 1 : lineOf(described.path), field: fieldPath(described.path) || undefined, message: described.message })
        }
      }
    }
    const rendered = renderBody(body, bodyLine, definition)
    fileProblems.push(...rendered.problems.map(({ line, message }) => ({ file, line, field: 'text', message })))
    problems.push(...fileProblems)
    if (fileProblems.length === 0 && result.success) {
      entries.push({ entry: { ...(result.data as object), ...rendered.fields, slug }, file, lineOf })
    }
  }
  problems.push(...duplicateOrders(entries))
  return entries.sort((a, b) => Number(a.entry.order ?? 0) - Number(b.entry.order ?? 0))
}

/** Two entries with the same `order` would swap places unpredictably when files are renamed. */
function duplicateOrders(entries: LoadedEntry[]): ContentProblem[] {
  const firstWith = new Map<unknown, string>()
  return entries.flatMap(({ entry, file, lineOf }) => {
    if (entry.order === undefined) return []
    const earlier = firstWith.get(entry.order)
    if (!earlier) {
      firstWith.set(entry.order, file)
      return []
    }
    return [{ file, line: lineOf(['order']), field: 'order', message: `${entry.order} is also the order of ${earlier}; give each file its own number` }]
  })
}

function renderBody(body: string, bodyLine: number, definition: CollectionDefinition) {
  const rule = definition.body
  const problems: { line: number; message: string }[] = []
  const firstText = body.split('\n').findIndex((line) => line.trim() !== '')
  if (rule.kind === 'none') {
    if (firstText >= 0) problems.push({ line: bodyLine + firstText, message: 'this file takes no text below the frontmatter; move it into a field or remove it' })
    return { fields: {}, problems }
  }
  if (rule.kind === 'markdown') {
    if (rule.required && firstText < 0) problems.push({ line: bodyLine, message: 'the text below the frontmatter is missing; write it after the closing ---' })
    return { fields: { html: renderMarkdown(body) }, problems }
  }
  const split = splitSections(body, bodyLine, rule.sections)
  const sections = Object.fromEntries(
    Object.entries(split.sections)
      .filter(([, text]) => text)
      .map(([key, text]) => [key, renderMarkdown(text)]),
  )
  return { fields: { sections }, problems: split.problems }
}
