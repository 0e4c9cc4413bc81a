import type { z } from 'zod'
import { EMAIL_PLACEHOLDERS, PLACEHOLDER, type EmailPlaceholder } from '../emails/email-placeholders.ts'
import { collectionOfFields } from './collection-of-fields.ts'
import { collections } from './collections.ts'
import type { CollectionDefinition } from './collection-definition.ts'
import type { ContentFix } from './content-fix.ts'
import type { ContentProblem } from './content-problem.ts'
import { describeIssue } from './describe-issue.ts'
import { escapedMarkdownProblems } from './escaped-markdown-problems.ts'
import { fieldPath } from './field-path.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { fileNameProblems } from './file-name-problems.ts'
import { markdownLinkProblems } from './markdown-link-problems.ts'
import { pageHeadingProblems } from './page-heading-problems.ts'
import { parseContentFile } from './parse-content-file.ts'
import { parseMarkdown, type MarkdownTree } from './parse-markdown.ts'
import { rawHtmlProblems } from './raw-html-problems.ts'
import { renderMarkdown } from './render-markdown.ts'
import { splitSections } from './split-sections.ts'
import { suggest } from './suggest.ts'
import { literalMarkdownProblems } from './literal-markdown-problems.ts'
import { repeatedItemProblems } from './repeated-item-problems.ts'
import { unshownMarkdownProblems } from './unshown-markdown-problems.ts'

export interface CheckedFile {
  /** Every problem of the file on its own, in the checker's words. */
  problems: ContentProblem[]
  /** The entry as the site uses it, when the file has no problem. */
  entry?: Record<string, unknown> & { slug: string }
  /** The frontmatter as read, valid or not, for the rules across a collection's files; absent when it cannot be read. */
  data?: unknown
  lineOf?(path: readonly PropertyKey[]): number
}

/**
 * The rules of one content file of collection `name`, on its written text: the file name, the
 * frontmatter's schema, the placeholders and the Markdown text. The check of the content folder
 * runs it on every file (once its bytes are read as UTF-8); the content editor runs it in the
 * browser on the file it is about to save, so it refuses what the check would refuse, in the same words.
 */
export function checkContentFile(name: CollectionName, fileName: string, written: string): CheckedFile {
  const definition: CollectionDefinition = collections[name]
  const file = `content/${name}/${fileName}`
  const slug = fileName.slice(0, -'.md'.length)
  const problems: ContentProblem[] = fileNameProblems(file, slug)
  const parsed = parseContentFile(written)
  if (!parsed.ok) return { problems: [...problems, ...parsed.problems.map((problem) => ({ file, ...problem }))] }
  const { data, body, bodyLine, lineOf } = parsed.file
  problems.push(...parsed.file.problems.map((problem) => ({ file, ...problem })))
  const result = definition.schema.safeParse(data, { reportInput: true })
  const otherCollection = result.success ? undefined : strayFieldsCollection(result.error.issues, data, name)
  if (otherCollection) {
    const fields = result.error!.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' && issue.path.length === 0 ? issue.keys : []))
    problems.push({
      file,
      line: 1,
      message: `${fields.join(', ')} ${fields.length === 1 ? 'is a field' : 'are fields'} of ${otherCollection} files, not of ${name} files: is this a ${otherCollection} file? Then move it to content/${otherCollection}/`,
    })
  } else if (!result.success) {
    const described = result.error.issues.flatMap((issue) => describeIssue(issue, definition.schema, data))
    // A misspelt field name is one mistake: its "Did you mean" stands for the field that is then missing.
    const renamedTo = new Set(described.flatMap(({ fix }) => (fix && 'name' in fix ? [fieldPath([...fix.path.slice(0, -1), fix.name])] : [])))
    for (const { missing, path, message, fix } of described.filter(({ missing, path }) => !(missing && renamedTo.has(fieldPath(path))))) {
      const nested = missing && path.length > 1
      // A field missing from a list's item or a group is told on the item's own line, with where its line goes.
      const line = nested ? lineOf(path.slice(0, -1)) : missing ? 1 : lineOf(path)
      const where = nested ? whereToAdd(written.split('\n'), line) : ''
      problems.push({ file, line, field: fieldPath(path) || undefined, message: `${message}${where}`, ...(fix ? { fix } : {}) })
    }
  }
  problems.push(...repeatedItemProblems(file, data, lineOf))
  if (definition.placeholders) problems.push(...placeholderProblems(file, definition.placeholders(slug), data, body, bodyLine, lineOf))
  if (definition.requiredPlaceholders) problems.push(...missingPlaceholderProblems(file, definition.requiredPlaceholders(slug), data, body, bodyLine, lineOf))
  if (definition.textProblems && typeof data === 'object' && data !== null) {
    problems.push(...definition.textProblems(slug, { data: data as Record<string, unknown>, body, bodyLine, lineOf }).map((problem) => ({ file, ...problem })))
  }
  const rendered = renderBody(body, bodyLine, definition, data)
  // A file of another collection would be judged by the wrong rules here: moving it is the one fix.
  if (!otherCollection) problems.push(...rendered.problems.map((problem) => ({ file, field: 'text', ...problem })))
  const entry = problems.length === 0 && result.success ? { ...(result.data as object), ...rendered.fields, slug } : undefined
  return { problems, entry, data, lineOf }
}

/**
 * Where the line of a field missing from the item or group starting on `line` goes: among the
 * item's other fields, indented as they are (an item's first field follows its "- ").
 */
function whereToAdd(lines: readonly string[], line: number): string {
  const text = lines[line - 1] ?? ''
  const item = /^(\s*)- [A-Za-z][\w-]*:/.exec(text)
  const group = /^(\s*)[A-Za-z][\w-]*:\s*$/.exec(text)
  const indent = item ? item[1]!.length + 2 : group ? /^\s*/.exec(lines[line] ?? '')![0].length || group[1]!.length + 2 : undefined
  if (indent === undefined) return ''
  return `, below line ${line}, starting with ${indent} spaces like the ${item ? "item's" : "group's"} other fields`
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
      for (const [written, placeholder] of lineText.matchAll(DOUBLED_BRACES)) {
        problems.push({
          file,
          line: isBody ? bodyLine + index : lineOf([field]),
          field: isBody ? 'text' : field,
          message: `${written} has two pairs of braces, and the email would show one pair around what it becomes: write {${placeholder}}`,
          fix: isBody ? { lineText: lineText.replace(written, `{${placeholder}}`) } : { path: [field], value: value.replace(written, `{${placeholder}}`) },
        })
      }
      for (const [written, inside] of lineText.matchAll(SPACED_PLACEHOLDER)) {
        const placeholder = inside!.trim()
        if (placeholder === inside) continue
        const meant = allowed.includes(placeholder) ? placeholder : suggest(placeholder, allowed)
        const replaced = meant ? lineText.replace(written, `{${meant}}`) : undefined
        problems.push({
          file,
          line: isBody ? bodyLine + index : lineOf([field]),
          field: isBody ? 'text' : field,
          message: `${written} has spaces inside its braces, so the email would show it as typed: ${meant ? `write {${meant}}, without spaces` : `write the placeholder without spaces. It can use: ${allowed.map((each) => `{${each}}`).join(', ')}`}`,
          ...(replaced ? { fix: isBody ? { lineText: replaced } : { path: [field], value: value.replace(lineText, replaced) } } : {}),
        })
      }
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

/** A placeholder written as some template languages write them, {{name}}. */
const DOUBLED_BRACES = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g

/** A placeholder with spaces inside its one pair of braces, { name }, which is filled only as {name}. */
const SPACED_PLACEHOLDER = /(?<!\{)\{([^\S\n]*[A-Za-z][A-Za-z0-9]*[^\S\n]*)\}(?!\})/g

/** Every placeholder a text of the file must hold and does not, on the text's first line, with what it is for. */
function missingPlaceholderProblems(
  file: string,
  requiredByField: Readonly<Record<string, readonly string[]>> | undefined,
  data: unknown,
  body: string,
  bodyLine: number,
  lineOf: (path: readonly PropertyKey[]) => number,
): ContentProblem[] {
  if (!requiredByField || typeof data !== 'object' || data === null) return []
  return Object.entries(requiredByField).flatMap(([field, required]) => {
    const isBody = field === 'body'
    const value = isBody ? body : (data as Record<string, unknown>)[field]
    // A missing field is named by the placeholders' own rule. A number where the text belongs is
    // named by the schema, and this says at once what the text must hold besides.
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return []
    // One written with spaces is refused on its own line, with the fix: asked for here too, it would be added twice.
    const used = new Set([...String(value).matchAll(PLACEHOLDER), ...String(value).matchAll(SPACED_PLACEHOLDER)].map(([, inside]) => inside!.trim()))
    return required
      .filter((name) => !used.has(name))
      .map((name) => ({
        file,
        line: isBody ? bodyLine : lineOf([field]),
        field: isBody ? 'text' : field,
        message: `this ${isBody ? 'email' : 'text'} must hold {${name}} (${meaningOf(name)}): add it`,
      }))
  })
}

/** What a placeholder becomes, as a phrase inside a sentence. */
const meaningOf = (name: string) => {
  const means = Object.hasOwn(EMAIL_PLACEHOLDERS, name) ? EMAIL_PLACEHOLDERS[name as EmailPlaceholder].means : name
  return means.charAt(0).toLowerCase() + means.slice(1)
}

/** The other collection a file's fields all belong to, when some of them are unknown here. */
function strayFieldsCollection(issues: readonly z.core.$ZodIssue[], data: unknown, name: CollectionName): CollectionName | undefined {
  const strays = issues.some((issue) => issue.code === 'unrecognized_keys' && issue.path.length === 0)
  return strays ? collectionOfFields(data, name) : undefined
}

/** What the site would drop or show broken of a Markdown text: HTML, and links and pictures that break their fields' rules. */
function markdownProblems(tree: MarkdownTree, firstLine: number, text: string, { placeholders = false } = {}) {
  const escaped = escapedMarkdownProblems(text, firstLine)
  // Signs kept as written by their backslashes are named once, by what the backslashes did.
  const escapedLines = new Set(escaped.map(({ line }) => line))
  return [
    ...rawHtmlProblems(tree, firstLine),
    ...markdownLinkProblems(tree, firstLine, text, { placeholders }),
    ...pageHeadingProblems(tree, firstLine),
    ...literalMarkdownProblems(tree, firstLine).filter(({ line }) => !escapedLines.has(line)),
    ...unshownMarkdownProblems(text, firstLine),
    ...escaped,
  ].sort((a, b) => a.line - b.line)
}

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
  // A section heading written with one # or without its space is named by the sections' own problem, on the same line.
  const headingLines = new Set(split.problems.map(({ line }) => line))
  problems.push(...markdownProblems(parseMarkdown(body), bodyLine, body).filter(({ line }) => !headingLines.has(line)))
  const sections = Object.fromEntries(
    Object.entries(split.sections)
      .filter(([, text]) => text)
      .map(([key, text]) => [key, renderMarkdown(text)]),
  )
  return { fields: { sections }, problems: [...problems, ...split.problems] }
}
