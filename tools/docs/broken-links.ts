import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { parseMarkdown } from '#lib/content/parse-markdown.ts'
import { headingAnchors } from './heading-anchors.ts'
import { allNodes } from './markdown-outline.ts'

/** A link or picture of a Markdown file: where it points, as written, and its line. */
interface WrittenLink {
  url: string
  line: number
}

// A web or mail address, a page of the site (`/research`, written as an example) or a placeholder (`{dataLink}`): not a file here.
const NOT_A_FILE = /^(?:[a-z][a-z0-9+.-]*:|\/|\{)/i

/** Every link and picture of `markdown` in Markdown or HTML (`<img src>`, `<a href>`), outside code. */
function writtenLinks(markdown: string): WrittenLink[] {
  return allNodes(parseMarkdown(markdown)).flatMap((node): WrittenLink[] => {
    const line = node.position?.start.line ?? 0
    if (node.url !== undefined) return [{ url: node.url, line }]
    if (node.type === 'html') return [...(node.value ?? '').matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => ({ url: match[1]!, line }))
    return []
  })
}

/**
 * What is wrong with the links of the Markdown file at `path` (relative to `root`) that point into
 * the repository: a file or folder that does not exist, or an anchor that is no heading of the
 * Markdown file it names. One line each, with the file's line.
 */
export function brokenLinks(root: string, path: string): string[] {
  const markdown = readFileSync(join(root, path), 'utf8')
  // Each file's headings are read once, however many links name them.
  const anchors = new Map<string, Set<string>>()
  const anchorsOf = (file: string) => anchors.get(file) ?? anchors.set(file, headingAnchors(readFileSync(file, 'utf8'))).get(file)!
  return writtenLinks(markdown).flatMap(({ url, line }) => {
    if (NOT_A_FILE.test(url)) return []
    const [target = '', anchor] = decodeURI(url).split('#')
    const file = target === '' ? join(root, path) : join(root, dirname(path), target)
    const where = `${path}:${line} ${url}`
    if (!existsSync(file)) return [`${where}: ${relative(root, file)} does not exist`]
    if (anchor === undefined || !file.endsWith('.md') || statSync(file).isDirectory()) return []
    return anchorsOf(file).has(anchor) ? [] : [`${where}: ${relative(root, file)} has no heading #${anchor}`]
  })
}
