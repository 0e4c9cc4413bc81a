import matter from 'gray-matter'
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml'

export interface ParsedContentFile {
  data: unknown
  /** Markdown below the frontmatter, as written. */
  body: string
  /** File line of the first line of `body`. */
  bodyLine: number
  /** File line of a field given as a data path; the opening `---` when the field is not in the file. */
  lineOf(path: readonly PropertyKey[]): number
}

export type ParseResult = { ok: true; file: ParsedContentFile } | { ok: false; line: number; message: string }

const OPENING_LINE = 1

/**
 * Splits a content file into frontmatter and body with gray-matter, and reads the frontmatter with
 * the `yaml` parser, which keeps the position of every key so problems can name their line.
 * YAML 1.2 keeps dates such as 2026-03-14 as text, which is what the schemas expect.
 */
export function parseContentFile(source: string): ParseResult {
  if (!/^(?:\uFEFF)?---\r?\n/.test(source)) {
    return { ok: false, line: OPENING_LINE, message: 'the file must start with a line of three dashes (---), then the fields, then another line of ---' }
  }
  // gray-matter only splits here; the yaml package below does the reading.
  const split = matter(source, { engines: { yaml: () => ({}) } })
  const lineCounter = new LineCounter()
  const document = parseDocument(split.matter, { lineCounter, prettyErrors: false })
  const [error] = document.errors
  if (error) {
    const line = lineCounter.linePos(error.pos[0]).line
    return { ok: false, line, message: `this is not valid YAML (${plainYamlError(error.message)}). Check the colon after each field name, the quotes and the indentation` }
  }
  const closingLine = split.matter.split('\n').length + 1
  const lineOf = (path: readonly PropertyKey[]) => {
    const position = positionOf(document.contents, path)
    return position === undefined ? OPENING_LINE : lineCounter.linePos(position).line
  }
  return {
    ok: true,
    file: { data: document.toJS() ?? {}, body: split.content, bodyLine: closingLine + 1, lineOf },
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

function plainYamlError(message: string): string {
  return message
    .split(/ at line \d+/)[0]!
    .trim()
    .replace(/\.$/, '')
}
