import matter from 'gray-matter'
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, visit, type Node } from 'yaml'
import { invisibleCharacters } from './invisible-characters.ts'
import { yamlProblem, type YamlProblem } from './yaml-problem.ts'

export interface ParsedContentFile {
  data: unknown
  /** Markdown below the frontmatter, as written. */
  body: string
  /** File line of the first line of `body`. */
  bodyLine: number
  /** File line of a field given as a data path; the opening `---` when the field is not in the file. */
  lineOf(path: readonly PropertyKey[]): number
  /** Values that are valid YAML but do not say what the editor meant. */
  problems: YamlProblem[]
}

export type ParseResult = { ok: true; file: ParsedContentFile } | { ok: false; problems: YamlProblem[] }

const OPENING_LINE = 1
/** Spaces and a # right where a plain value ends, matched in place (sticky) rather than on a copy of the rest. */
const commentAfterValue = /[ \t]+#/y

/**
 * Splits a content file into frontmatter and body with gray-matter, and reads the frontmatter with
 * the `yaml` parser, which keeps the position of every key so problems can name their line.
 * YAML 1.2 keeps dates such as 2026-03-14 as text, which is what the schemas expect.
 */
export function parseContentFile(written: string): ParseResult {
  // Line endings written on Windows would leave an invisible \r at the end of every value.
  const source = written.replace(/\r\n?/g, '\n')
  const lines = source.replace(/^\uFEFF/, '').split('\n')
  const fail = (line: number, message: string): ParseResult => ({ ok: false, problems: [{ line, message }] })
  if (/^--- +$/.test(lines[0]!)) return fail(OPENING_LINE, 'the line of three dashes (---) has spaces after it; remove them')
  if (lines[0] !== '---') return fail(OPENING_LINE, 'the file must start with a line of three dashes (---), then the fields, then another line of ---')
  const closing = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line))
  if (closing < 0) return fail(OPENING_LINE, 'the fields have no closing line of three dashes (---): add one after the last field')
  if (lines[closing] !== '---') return fail(closing + 1, 'the line of three dashes (---) has spaces after it; remove them')
  // Named before the YAML is read: the reader's own complaint about them would not name them.
  const invisible = invisibleCharacters(lines.slice(1, closing).join('\n'), OPENING_LINE + 1)
  if (invisible.length > 0) return { ok: false, problems: invisible }
  // gray-matter only splits here; the yaml package below does the reading.
  const split = matter(source, { engines: { yaml: () => ({}) } })
  // An indented first field makes YAML read every later field as a mistake: name the one cause.
  const firstField = lines.slice(1, closing).findIndex((line) => line.trim() && !line.trim().startsWith('#'))
  if (firstField >= 0 && /^\s/.test(lines[firstField + 1]!)) {
    return {
      ok: false,
      problems: [
        {
          line: firstField + 2,
          message: 'the first field has spaces before it: fields start at the beginning of the line (only the fields inside a group are indented); remove the spaces',
          fix: { lineText: lines[firstField + 1]!.trimStart() },
        },
      ],
    }
  }
  const lineCounter = new LineCounter()
  const document = parseDocument(split.matter, { lineCounter, prettyErrors: false })
  if (document.errors.length > 0) {
    // Every error, one per line: a broken line often trips the parser more than once.
    const problems = new Map<number, YamlProblem>()
    for (const error of document.errors) {
      const problem = yamlProblem(error, lines, lineCounter.linePos(error.pos[0]).line)
      if (!problems.has(problem.line)) problems.set(problem.line, problem)
    }
    return { ok: false, problems: [...problems.values()].sort((a, b) => a.line - b.line) }
  }
  const closingLine = split.matter.split('\n').length + 1
  const lineOf = (path: readonly PropertyKey[]) => {
    const position = positionOf(document.contents, path)
    return position === undefined ? OPENING_LINE : lineCounter.linePos(position).line
  }
  // A value starting with * or & is read as YAML's reference to another value, or the name of one: the words are lost.
  const references: YamlProblem[] = []
  visit(document, {
    Node(_key, node) {
      if (!node.range || !(isAlias(node) || (node as { anchor?: string }).anchor)) return
      const line = lineCounter.linePos(node.range[0]).line
      const lineText = lines[line - 1]!
      const start = /^(\s*(?:- )?(?:[A-Za-z][\w-]*:\s+)?)(.*?)\s*$/.exec(lineText)!
      references.push({
        line,
        message: `the value starts with ${start[2]!.charAt(0)}, which YAML reads as a reference to another value, so its words are lost: put the whole value in double quotes, like ${JSON.stringify(start[2])}`,
        fix: { lineText: `${start[1]}${JSON.stringify(start[2])}` },
      })
    },
  })
  if (references.length > 0) return { ok: false, problems: references }
  const problems: YamlProblem[] = invisibleCharacters(split.content, closingLine + 1, { markdown: true })
  visit(document, {
    Scalar(_key, node) {
      if (node.type !== Scalar.PLAIN || !node.range) return
      const line = lineCounter.linePos(node.range[0]).line
      const written = String(node.source ?? node.value)
      const lineText = lines[line - 1]!
      if (/^[“”‘’„]/.test(written)) {
        problems.push({
          line,
          message: `starts with a curly quote (${written[0]}): YAML only reads straight quotes ("…"). Use straight quotes, or none`,
          // A number, true or false or an empty list is written without quotes; other text in straight ones.
          fix: {
            lineText: /^[“”‘’„](?:-?\d+(?:\.\d+)?|true|false|\[\]|\{\})[“”‘’]$/.test(written)
              ? lineText.replace(/[“”‘’„]/g, '')
              : lineText.replace(/[“”„]/g, '"').replace(/[‘’]/g, "'"),
          },
        })
      }
      // A comment on the line of a plain value cuts the value short: `host: Maya #1 fan` reads "Maya".
      commentAfterValue.lastIndex = node.range[1]
      if (commentAfterValue.test(split.matter)) {
        problems.push({
          line,
          message: `the text after " #" is left out, because YAML reads it as a note. If it belongs to the value, put the whole value in double quotes, like host: "Maya Okafor #1 fan"; if it is a note, put it on a line of its own`,
          fix: { lineText: lineText.replace(/^(\s*(?:- )?(?:[A-Za-z][\w-]*:\s+)?)(.*?)\s*$/, (_all, start: string, value: string) => `${start}${JSON.stringify(value)}`) },
        })
      }
    },
  })
  return {
    ok: true,
    file: { data: document.toJS() ?? {}, body: split.content, bodyLine: closingLine + 1, lineOf, problems },
  }
}

function positionOf(node: Node | null, path: readonly PropertyKey[]): number | undefined {
  const [segment, ...rest] = path
  if (segment === undefined) return node?.range?.[0]
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === segment)
    if (!pair) return undefined
    return rest.length === 0 && isScalar(pair.key) ? pair.key.range?.[0] : positionOf(pair.value as Node | null, rest)
  }
  if (isSeq(node) && typeof segment === 'number') return positionOf(node.items[segment] as Node | null, rest)
  return undefined
}
