import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { collections, type CollectionDefinition, type SiteContent } from './collections.ts'
import type { ContentFix } from './content-fix.ts'
import type { ContentProblem } from './content-problem.ts'
import { collectionOfFields } from './collection-of-fields.ts'
import { decodeContentFile } from './decode-content-file.ts'
import { describeIssue } from './describe-issue.ts'
import { fieldPath } from './field-path.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { referenceFields } from './fields/reference-fields.ts'
import { slugPattern } from './fields/slug-pattern.ts'
import { parseContentFile } from './parse-content-file.ts'
import { markdownLinkProblems } from './markdown-link-problems.ts'
import { pageHeadingProblems } from './page-heading-problems.ts'
import { parseMarkdown, type MarkdownTree } from './parse-markdown.ts'
import { rawHtmlProblems } from './raw-html-problems.ts'
import { renderMarkdown } from './render-markdown.ts'
import { unshownMarkdownProblems } from './unshown-markdown-problems.ts'
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
        ;(Array.isArray(values) ? values : [values]).forEach((value, index) => {
          const first = Array.isArray(values) ? values.indexOf(value) : index
          if (typeof value === 'string' && first !== index) {
            problems.push({
              file,
              line: lineOf([field, index]),
              field: fieldPath([field, index]),
              message: `names ${value} a second time (also item ${first + 1}), so the page would show it twice: each item names a different file`,
            })
            return
          }
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

function loadCollection(contentFolder: string, name: CollectionName, definition: CollectionDefinition, problems: ContentProblem[]): LoadedEntry[] {
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
    const slug = fileName.slice(0, -'.md'.length)
    const fileProblems: ContentProblem[] = []
    if (/\.md$/i.test(slug)) {
      fileProblems.push({ file, line: 1, message: `the file name ends in .md twice: rename it ${slug.replace(/\.md$/i, '')}.md` })
    } else if (!slugPattern.test(slug)) {
      const renamed = slug
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
      fileProblems.push({
        file,
        line: 1,
        message: `the file name must be lower case letters, digits and dashes, as it becomes part of the page's address: rename it ${renamed || 'go-fish'}.md`,
      })
    }
    const decoded = decodeContentFile(readFileSync(join(folder, fileName)))
    if (!decoded.ok) {
      problems.push(...fileProblems, ...decoded.problems.map((problem) => ({ file, ...problem })))
      continue
    }
    const parsed = parseContentFile(decoded.text)
    if (!parsed.ok) {
      problems.push(...fileProblems, ...parsed.problems.map((problem) => ({ file, ...problem })))
      continue
    }
    const { data, body, bodyLine, lineOf } = parsed.file
    written.push({ data, file, lineOf })
    fileProblems.push(...parsed.file.problems.map((problem) => ({ file, ...problem })))
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
      const described = result.error.issues.flatMap((issue) => describeIssue(issue, definition.schema, data))
      // A misspelt field name is one mistake: its "Did you mean" stands for the field that is then missing.
      const renamedTo = new Set(described.flatMap(({ fix }) => (fix && 'name' in fix ? [fieldPath([...fix.path.slice(0, -1), fix.name])] : [])))
      for (const { missing, path, message, fix } of described.filter(({ missing, path }) => !(missing && renamedTo.has(fieldPath(path))))) {
        fileProblems.push({ file, line: missing ? 1 : lineOf(path), field: fieldPath(path) || undefined, message, ...(fix ? { fix } : {}) })
      }
    }
    if (definition.placeholders) fileProblems.push(...placeholderProblems(file, definition.placeholders(slug), data, body, bodyLine, lineOf))
    const rendered = renderBody(body, bodyLine, definition, data)
    // A file of another collection would be judged by the wrong rules here: moving it is the one fix.
    if (!otherCollection) fileProblems.push(...rendered.problems.map((problem) => ({ file, field: 'text', ...problem })))
    problems.push(...fileProblems)
    if (fileProblems.length === 0 && result.success) {
      entries.push({ entry: { ...(result.data as object), ...rendered.fields, slug }, file, lineOf })
    }
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
          ...(guess
            ? {
                fix: isBody ? { lineText: lineText.replace(written, `{${guess}}`) } : { path: [field], value: value.replace(lineText, lineText.replace(written, `{${guess}}`)) },
              }
            : {}),
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

/** What to say of a file or folder in a collection's folder that is not read: it is one folder too deep, or not a .md file. */
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

interface WrittenEntry {
  data: unknown
  file: string
  lineOf(path: readonly PropertyKey[]): number
}

/**
 * Values no two files of a collection may share: the order (two entries with one number swap places
 * unpredictably when files are renamed) and the name or title (two cards alike, often a copy left
 * behind). Each is reported on every file involved, so the file an editor changed always carries it.
 */
function crossFileProblems(name: CollectionName, definition: CollectionDefinition, written: readonly WrittenEntry[]): ContentProblem[] {
  const nameField = ['name', 'title'].find((field) => field in definition.schema.shape)
  const rules = [
    {
      field: 'order',
      key: (value: unknown) => (Number.isInteger(value) ? String(value) : undefined),
      message: (value: unknown, others: string) => `${String(value)} is also the order of ${others}; give each file its own number`,
    },
    ...(nameField
      ? [
          {
            field: nameField,
            key: (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined),
            message: (value: unknown, others: string) =>
              `"${String(value).trim()}" is also the ${nameField} of ${others}, so visitors would see two ${name} alike: change one, or remove the copy`,
          },
        ]
      : []),
  ]
  return rules.flatMap(({ field, key, message }) => {
    const byKey = new Map<string, WrittenEntry[]>()
    for (const entry of written) {
      const each = key(valueOf(entry, field))
      if (each !== undefined) byKey.set(each, [...(byKey.get(each) ?? []), entry])
    }
    return [...byKey.values()]
      .filter((group) => group.length > 1)
      .flatMap((group) =>
        group.map((entry) => ({
          file: entry.file,
          line: entry.lineOf([field]),
          field,
          message: message(
            valueOf(entry, field),
            group
              .filter((other) => other !== entry)
              .map((other) => other.file)
              .join(' and '),
          ),
        })),
      )
  })
}

const valueOf = (entry: WrittenEntry, field: string) => (entry.data as Record<string, unknown> | null)?.[field]

/** What the site would drop or show broken of a Markdown text: HTML, and links and pictures that break their fields' rules. */
const markdownProblems = (tree: MarkdownTree, firstLine: number, text: string, { placeholders = false } = {}) =>
  [
    ...rawHtmlProblems(tree, firstLine),
    ...markdownLinkProblems(tree, firstLine, text, { placeholders }),
    ...pageHeadingProblems(tree, firstLine),
    ...unshownMarkdownProblems(text, firstLine),
  ].sort((a, b) => a.line - b.line)

function renderBody(body: string, bodyLine: number, definition: CollectionDefinition, data: unknown) {
  const rule = definition.body
  const problems: { line: number; message: string; fix?: ContentFix }[] = []
  const firstText = body.split('\n').findIndex((line) => line.trim() !== '')
  if (rule.kind === 'none') {
    if (firstText >= 0) problems.push({ line: bodyLine + firstText, message: 'this file takes no text below the frontmatter; move it into a field or remove it' })
    return { fields: {}, problems }
  }
  if (rule.kind === 'markdown') {
    // Parsed once: the check for HTML walks the tree the render then turns into HTML.
    const tree = parseMarkdown(body)
    problems.push(...markdownProblems(tree, bodyLine, body, { placeholders: Boolean(definition.placeholders) }))
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
  const split = splitSections(body, bodyLine, rule.sections)
  // A section heading written with one # is named by the sections' own problem, on the same line.
  const headingLines = new Set(split.problems.map(({ line }) => line))
  problems.push(...markdownProblems(parseMarkdown(body), bodyLine, body).filter(({ line, message }) => !(headingLines.has(line) && message.startsWith('a heading with one #'))))
  const sections = Object.fromEntries(
    Object.entries(split.sections)
      .filter(([, text]) => text)
      .map(([key, text]) => [key, renderMarkdown(text)]),
  )
  return { fields: { sections }, problems: [...problems, ...split.problems] }
}
