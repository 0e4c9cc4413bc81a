import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { collections, type CollectionDefinition, type SiteContent } from './collections.ts'
import type { ContentProblem } from './content-problem.ts'
import { collectionOfFields } from './collection-of-fields.ts'
import { describeIssue } from './describe-issue.ts'
import { fieldPath } from './field-path.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { referenceFields } from './fields/reference-fields.ts'
import { slugPattern } from './fields/slug-pattern.ts'
import { parseContentFile } from './parse-content-file.ts'
import { parseMarkdown } from './parse-markdown.ts'
import { rawHtmlProblems } from './raw-html-problems.ts'
import { renderMarkdown } from './render-markdown.ts'
import { splitSections } from './split-sections.ts'
import { suggest } from './suggest.ts'
import { PLACEHOLDER } from '../emails/email-placeholders.ts'

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
        ;(Array.isArray(values) ? values : [values]).forEach((value, index) => {
          if (typeof value !== 'string' || known.includes(value)) return
          const path = Array.isArray(values) ? [field, index] : [field]
          const guess = suggest(value, known)
          // A file that exists but did not pass the check is not missing: its own problems are the ones to fix.
          const hasProblems = statSync(join(contentFolder, target, `${value}.md`), { throwIfNoEntry: false })?.isFile()
          problems.push({
            file,
            line: lineOf(path),
            field: fieldPath(path),
            message: hasProblems
              ? `content/${target}/${value}.md has problems of its own, listed on its lines; once they are fixed this reference works`
              : `there is no file content/${target}/${value}.md${guess ? `. Did you mean '${guess}'?` : ''}`,
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
  if (definition.fixedFiles) problems.push(...fixedFileProblems(name, markdownFiles, Object.keys(definition.fixedFiles)))
  if (markdownFiles.length === 0) {
    problems.push({ file: `content/${name}`, message: 'there are no .md files here; add at least one' })
  } else if (definition.single && markdownFiles.length > 1) {
    problems.push({ file: `content/${name}`, message: `this folder holds one file only, but has ${markdownFiles.length}: ${markdownFiles.join(', ')}` })
  }

  const entries: LoadedEntry[] = []
  /** Every file with a whole-number order, valid or not, so that one mistake does not hide another. */
  const ordered: Ordered[] = []
  for (const fileName of markdownFiles) {
    const file = `content/${name}/${fileName}`
    const slug = fileName.slice(0, -'.md'.length)
    const fileProblems: ContentProblem[] = []
    if (!slugPattern.test(slug)) {
      fileProblems.push({ file, line: 1, message: 'the file name must be lower case letters, digits and dashes, like "go-fish.md"' })
    }
    const parsed = parseContentFile(readFileSync(join(folder, fileName), 'utf8'))
    if (!parsed.ok) {
      problems.push(...fileProblems, ...parsed.problems.map(({ line, message }) => ({ file, line, message })))
      continue
    }
    const { data, body, bodyLine, lineOf } = parsed.file
    const order = (data as { order?: unknown }).order
    if (Number.isInteger(order)) ordered.push({ order: order as number, file, lineOf })
    fileProblems.push(...parsed.file.problems.map(({ line, message }) => ({ file, line, message })))
    const result = definition.schema.safeParse(data, { reportInput: true })
    const otherCollection = result.success ? undefined : strayFieldsCollection(result.error.issues, data, name)
    if (otherCollection) {
      const fields = result.error!.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' && issue.path.length === 0 ? issue.keys : []))
      fileProblems.push({
        file,
        line: 1,
        message: `${fields.join(', ')} ${fields.length === 1 ? 'is a field' : 'are fields'} of ${otherCollection} files, not of ${name} files: is this a ${otherCollection} file? Then move it to content/${otherCollection}/`,
      })
    } else if (!result.success) {
      for (const issue of result.error.issues) {
        for (const described of describeIssue(issue, definition.schema, data)) {
          fileProblems.push({ file, line: described.missing ? 1 : lineOf(described.path), field: fieldPath(described.path) || undefined, message: described.message })
        }
      }
    }
    if (definition.placeholders) fileProblems.push(...placeholderProblems(file, definition.placeholders(slug), data, body, bodyLine, lineOf))
    const rendered = renderBody(body, bodyLine, definition, data)
    // A file of another collection would be judged by the wrong rules here: moving it is the one fix.
    if (!otherCollection) fileProblems.push(...rendered.problems.map(({ line, message }) => ({ file, line, field: 'text', message })))
    problems.push(...fileProblems)
    if (fileProblems.length === 0 && result.success) {
      entries.push({ entry: { ...(result.data as object), ...rendered.fields, slug }, file, lineOf })
    }
  }
  problems.push(...duplicateOrders(ordered))
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

/** Every `{name}` in a file's texts that its field may not use, on its line; a text the file needs that is missing, or one it never uses. */
function placeholderProblems(
  file: string,
  allowedByField: Readonly<Record<string, readonly string[]>> | undefined,
  data: unknown,
  body: string,
  bodyLine: number,
  lineOf: (path: readonly PropertyKey[]) => number,
): ContentProblem[] {
  if (!allowedByField || typeof data !== 'object' || data === null) return []
  const fields = data as Record<string, unknown>
  const problems: ContentProblem[] = []
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'string' && !Object.hasOwn(allowedByField, field) && field !== 'body') {
      problems.push({ file, line: lineOf([field]), field, message: 'this text is never used in this email; remove it' })
    }
  }
  for (const [field, allowed] of Object.entries(allowedByField)) {
    const isBody = field === 'body'
    const value = isBody ? body : fields[field]
    if (!isBody && value === undefined) {
      problems.push({ file, line: 1, field, message: `this email needs ${field}; add it` })
      continue
    }
    if (typeof value !== 'string') continue
    value.split('\n').forEach((lineText, index) => {
      for (const [written, placeholder] of lineText.matchAll(PLACEHOLDER)) {
        if (allowed.includes(placeholder!)) continue
        const guess = suggest(placeholder!, allowed)
        problems.push({
          file,
          line: isBody ? bodyLine + index : lineOf([field]),
          field: isBody ? 'text' : field,
          message: `${written} is not a placeholder this ${isBody ? 'text' : 'field'} can use.${guess ? ` Did you mean {${guess}}?` : ''} It can use: ${allowed.map((each) => `{${each}}`).join(', ')}`,
        })
      }
    })
  }
  return problems
}

/** The other collection a file's fields all belong to, when some of them are unknown here. */
function strayFieldsCollection(issues: readonly z.core.$ZodIssue[], data: unknown, name: CollectionName): CollectionName | undefined {
  const strays = issues.some((issue) => issue.code === 'unrecognized_keys' && issue.path.length === 0)
  return strays ? collectionOfFields(data, name) : undefined
}

/** What to say of a file at the top of content/, where nothing is read. */
function fileOutsideFolders(path: string, names: readonly CollectionName[]): string {
  const notRead = 'this file is not in a content folder, so it is not published'
  if (!path.endsWith('.md')) return `${notRead}. Remove it, or move it into the folder it belongs to.`
  const parsed = parseContentFile(readFileSync(path, 'utf8'))
  const kind = parsed.ok ? collectionOfFields(parsed.file.data) : undefined
  return kind ? `${notRead}. It looks like a ${kind} file: move it to content/${kind}/.` : `${notRead}. Move it into the folder of its kind: ${names.join(', ')}.`
}

/** Two entries with the same `order` would swap places unpredictably when files are renamed. */
interface Ordered {
  order: number
  file: string
  lineOf(path: readonly PropertyKey[]): number
}

function duplicateOrders(ordered: readonly Ordered[]): ContentProblem[] {
  const firstWith = new Map<number, string>()
  return ordered.flatMap(({ order, file, lineOf }) => {
    const earlier = firstWith.get(order)
    if (!earlier) {
      firstWith.set(order, file)
      return []
    }
    return [{ file, line: lineOf(['order']), field: 'order', message: `${order} is also the order of ${earlier}; give each file its own number` }]
  })
}

function renderBody(body: string, bodyLine: number, definition: CollectionDefinition, data: unknown) {
  const rule = definition.body
  const problems: { line: number; message: string }[] = []
  const firstText = body.split('\n').findIndex((line) => line.trim() !== '')
  if (rule.kind === 'none') {
    if (firstText >= 0) problems.push({ line: bodyLine + firstText, message: 'this file takes no text below the frontmatter; move it into a field or remove it' })
    return { fields: {}, problems }
  }
  if (rule.kind === 'markdown') {
    // Parsed once: the check for HTML walks the tree the render then turns into HTML.
    const tree = parseMarkdown(body)
    problems.push(...rawHtmlProblems(tree, bodyLine))
    const linkedElsewhere = 'elsewhere' in rule && Boolean((data as Record<string, unknown>)[rule.elsewhere])
    if ('elsewhere' in rule && linkedElsewhere && firstText >= 0) {
      problems.push({
        line: bodyLine + firstText,
        message: `this text is never shown, because ${rule.elsewhere} sends visitors to where it is published. Remove the text, or remove ${rule.elsewhere} to publish it on this site from this text`,
      })
    } else if (!linkedElsewhere && firstText < 0) {
      problems.push({
        line: bodyLine,
        message:
          'elsewhere' in rule
            ? `the text below the frontmatter is missing, so its page on this site would be empty: write it after the closing ---, or set ${rule.elsewhere} to the address where it is published`
            : 'the text below the frontmatter is missing; write it after the closing ---',
      })
    }
    return { fields: { html: renderMarkdown(tree), ...('keepSource' in rule ? { markdown: body.trim() } : {}) }, problems }
  }
  problems.push(...rawHtmlProblems(parseMarkdown(body), bodyLine))
  const split = splitSections(body, bodyLine, rule.sections)
  const sections = Object.fromEntries(
    Object.entries(split.sections)
      .filter(([, text]) => text)
      .map(([key, text]) => [key, renderMarkdown(text)]),
  )
  return { fields: { sections }, problems: [...problems, ...split.problems] }
}
