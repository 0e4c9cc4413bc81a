import { Document, isMap, isScalar, parseDocument, type Pair } from 'yaml'

/**
 * The key under which an entry read from a file carries that file's text, so that saving can keep
 * every line nobody changed. No field of any collection can be named like it.
 */
export const WRITTEN = '__fileAsWritten'

const FRONTMATTER = /^---\n([\s\S]*?\n)?---(?:\n|$)/

/** The fields, the Markdown text below them (`body`) and the file as written, as the editor's form holds an entry. */
export function readEntryFile(text: string): Record<string, unknown> {
  const source = text.replace(/\r\n?/g, '\n')
  const match = FRONTMATTER.exec(source)
  if (!match) return { body: source, [WRITTEN]: source }
  const fields = (parseDocument(match[1] ?? '').toJS() as Record<string, unknown> | null) ?? {}
  const body = source.slice(match[0].length)
  return { ...fields, ...(body.trim() ? { body: bodyOf(body) } : {}), [WRITTEN]: source }
}

/** The text below the frontmatter as the form shows it: without the blank lines around it. */
const bodyOf = (written: string) => written.replace(/^\n+/, '').replace(/\n+$/, '')

/** The same value, whatever the order of an object's keys. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]))
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  }
  return false
}

/** A field as YAML on lines of its own, never folded, as a new file writes it. */
const fieldText = (key: string, value: unknown) => new Document({ [key]: value }).toString({ lineWidth: 0 }).replace(/\n$/, '')

/** Where a field's line starts, and where the field (with its value, not its comment) ends. */
function extent(pair: Pair, source: string): [number, number] | undefined {
  const start = isScalar(pair.key) ? pair.key.range?.[0] : undefined
  const value = pair.value as { range?: [number, number, number] } | null
  const end = value?.range?.[1] ?? (isScalar(pair.key) ? pair.key.range?.[2] : undefined)
  if (start === undefined || end === undefined) return undefined
  // A list or group written over several lines ends after its last line's line break: the field ends before it.
  return [source.lastIndexOf('\n', start - 1) + 1, start + source.slice(start, end).trimEnd().length]
}

/**
 * The file of an entry the form has changed. A field whose value is unchanged keeps its lines byte
 * for byte, and so do the comments (`# …`) between fields; a changed field is written again in
 * its place, a removed one is taken out and a new one added after the others; the text below the
 * frontmatter is kept as written unless it changed. A new entry's fields come in `order` (the
 * order of the form, which is the schema's).
 */
export function writeEntryFile(data: Record<string, unknown>, order: readonly string[] = []): string {
  const { body, [WRITTEN]: written, ...fields } = data
  const previous = typeof written === 'string' ? FRONTMATTER.exec(written) : null
  const source = previous?.[1] ?? ''
  const document = parseDocument(source)
  const pairs = isMap(document.contents) && document.errors.length === 0 ? document.contents.items : []
  const present = new Map(pairs.flatMap((pair) => (isScalar(pair.key) ? [[String(pair.key.value), pair] as const] : [])))

  const edits: { from: number; to: number; text: string }[] = []
  for (const [key, pair] of present) {
    const range = extent(pair, source)
    if (!range) continue
    const value = fields[key]
    if (value === undefined || value === null || value === '') {
      const next = source.indexOf('\n', range[1])
      edits.push({ from: range[0], to: next < 0 ? source.length : next + 1, text: '' })
    } else if (!same(value, (pair.value as { toJSON?(): unknown } | null)?.toJSON?.() ?? pair.value)) {
      edits.push({ from: range[0], to: range[1], text: fieldText(key, value) })
    }
  }
  let frontmatter = edits.sort((a, b) => b.from - a.from).reduce((text, { from, to, text: replacement }) => text.slice(0, from) + replacement + text.slice(to), source)
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  const added = Object.keys(fields)
    .filter((key) => !present.has(key) && fields[key] !== undefined && fields[key] !== null && fields[key] !== '')
    .sort((a, b) => rank(a) - rank(b))
  if (added.length) frontmatter = `${frontmatter}${frontmatter && !frontmatter.endsWith('\n') ? '\n' : ''}${added.map((key) => fieldText(key, fields[key])).join('\n')}\n`

  const text = typeof body === 'string' ? body : ''
  const keptBody = typeof written === 'string' && previous && bodyOf(written.slice(previous[0].length)) === bodyOf(text) ? written.slice(previous[0].length) : undefined
  return `---\n${frontmatter}---\n${keptBody ?? (text.trim() ? `\n${bodyOf(text)}\n` : '')}`
}
