import { z } from 'zod'
import { isRasterPicture } from '../pictures/is-raster-picture.ts'
import { externalUrl } from './fields/external-url.ts'
import { publicFile } from './fields/public-file.ts'
import { bareAddress, type MarkdownTree } from './parse-markdown.ts'

interface MarkdownNode {
  type: string
  value?: string
  url?: string
  alt?: string | null
  identifier?: string
  position?: { start: { line: number; offset?: number }; end: { offset?: number } }
  children?: MarkdownNode[]
}

const email = z.email()
/** Where a picture may be, as for the picture fields (lib/content/fields/image.ts). */
const inText = publicFile(['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'], ['/images/', '/media/'])

/** What is wrong with a link's address in Markdown text, held to the rules of the link fields; nothing when it works. */
function linkProblem(url: string, placeholders: boolean): string | undefined {
  // An email's link to a placeholder ({dataLink}) becomes a web address when it is sent; its name is checked with the placeholders.
  if (placeholders && /^\{[A-Za-z][A-Za-z0-9]*\}$/.test(url)) return undefined
  if (!url.trim()) return 'the link has no address: write it between the brackets, like [our research](https://example.org/research)'
  if (externalUrl().safeParse(url).success) return undefined
  // A page of this site, or a place on the same page.
  if (/^\/(?!\/)\S*$/.test(url) || /^#\S+$/.test(url)) return undefined
  if (/^mailto:/i.test(url) && email.safeParse(url.slice('mailto:'.length)).success) return undefined
  if (/^http:\/\//i.test(url)) return `the link ${url} starts with http://; links must be secure: write https://${url.slice('http://'.length)}`
  if (/^www\./i.test(url)) return `the link ${url} has no https:// at its start: write https://${url}`
  if (/^(?:javascript|data|vbscript|file):/i.test(url))
    return `the link "${shorten(url)}" is not a web address, and the site would show it as a dead link: link to a page starting with https://`
  return `the link "${shorten(url)}" is not a full web address: write one starting with https://, or a page of this site starting with /, like /research`
}

/**
 * What is wrong with a picture in Markdown text: the path rules of the picture fields, and a
 * description. A photo is refused whatever its size: the build ships photos only as the resized
 * files of a picture field's place (lib/pictures/), so in the text its address would be broken.
 */
function pictureProblem(url: string, alt: string): string | undefined {
  const path = inText.safeParse(url)
  if (!path.success) return `the picture ${url}: ${path.error.issues[0]!.message}`
  if (isRasterPicture(url)) {
    return `the photo ${url} would not show in the text: the site ships photos only at the sizes of their places on the page. Use a drawing (.svg) here, or the picture field of this file`
  }
  if (!alt.trim()) return `the picture ${url} has no description for visitors who cannot see it: write what it shows between the brackets, like ![A calm classroom](${url})`
  return undefined
}

/** Link syntax that Markdown did not read as a link, which the page would show as written. */
function brokenLinkProblems(text: string, definitions: ReadonlyMap<string, string>): string[] {
  const spaced = [...text.matchAll(/\[([^\]]+)\]\s+\((\S+)\)/g)].map(
    ([written, words, url]) => `"${shorten(written)}" is shown as written, not as a link, because of the space between ] and (: write [${words}](${url})`,
  )
  const references = [...text.matchAll(/\[([^\]]+)\]\[([^\]]*)\]/g)]
    .filter(([, words, label]) => !definitions.has((label || words)!.toLowerCase()))
    .map(
      ([written, words, label]) =>
        `"${shorten(written)}" is shown as written, not as a link: there is no line "[${label || words}]: https://…" giving its address. Add one, or write [${words}](https://…)`,
    )
  return [...spaced, ...references]
}

/** What is wrong with a link or a picture; nothing for any other node. */
function nodeProblem(node: MarkdownNode, definitions: ReadonlyMap<string, string>, placeholders: boolean): string | undefined {
  if (node.type === 'link' && !hasWords(node)) {
    return `the link to ${node.url || 'nowhere'} has no words between its brackets, so visitors would not see it: write them, like [our research](${node.url || 'https://…'})`
  }
  if (node.type === 'link' || node.type === 'definition') return linkProblem(node.url ?? '', placeholders)
  if (node.type === 'image') return pictureProblem(node.url ?? '', node.alt ?? '')
  if (node.type === 'imageReference' && node.identifier && definitions.has(node.identifier)) return pictureProblem(definitions.get(node.identifier)!, node.alt ?? '')
  return undefined
}

/**
 * A bare `www.…` address, which Markdown links to as `http://www.…`, held to the rules as the
 * editor wrote it, so the message and its fix name what is in the file.
 */
function asWritten(node: MarkdownNode, text: string): MarkdownNode {
  const written = bareAddress(node, text)
  return written !== undefined && node.url === `http://${written}` ? { ...node, url: written } : node
}

/**
 * The words of `node`'s children as written, each stretch of text with the bare addresses in it,
 * with its first line: link syntax the page shows as written, `[the study] (https://…)`, has its
 * address made a link of its own, and is still found whole.
 */
function writtenStretches(node: MarkdownNode, text: string): { line: number; words: string }[] {
  const stretches: { line: number; words: string }[] = []
  let current: { line: number; words: string } | undefined
  for (const child of node.children ?? []) {
    const words = child.type === 'text' ? (child.value ?? '') : bareAddress(child, text)
    if (words === undefined) current = undefined
    else if (current) current.words += words
    else stretches.push((current = { line: child.position?.start.line ?? 1, words }))
  }
  return stretches
}

const hasWords = (node: MarkdownNode): boolean => Boolean(node.value?.trim()) || Boolean(node.alt?.trim()) || (node.children ?? []).some(hasWords)

const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 37)}...` : text)

/**
 * Links and pictures in Markdown text, held to the rules their fields follow: a link's address
 * starts with https:// (or is a page of this site), so neither "http://" nor "javascript:" passes
 * (the site would show a dead link); a picture is a file of this site that exists, with its
 * description. `firstLine` is the line the text starts on in its file. With `placeholders` (a
 * collection whose texts have them), a link may be a placeholder alone, like [see my data]({dataLink}).
 */
export function markdownLinkProblems(
  tree: MarkdownTree,
  firstLine: number,
  text: string,
  { placeholders = false }: { placeholders?: boolean } = {},
): { line: number; message: string; fix?: { lineText: string } }[] {
  const problems: { line: number; message: string; fix?: { lineText: string } }[] = []
  const lines = text.split('\n')
  const definitions = new Map<string, string>()
  const collect = (node: MarkdownNode) => {
    if (node.type === 'definition' && node.identifier && node.url !== undefined) definitions.set(node.identifier, node.url)
    for (const child of node.children ?? []) collect(child)
  }
  const visit = (node: MarkdownNode) => {
    const line = firstLine + (node.position?.start.line ?? 1) - 1
    // The address of link syntax the page shows as written, \[words](…) or [words] (…), is left to the rules that name that line.
    const inShownSyntax = bareAddress(node, text) !== undefined && /\\?\]\s*\\?\($/.test(text.slice(0, node.position!.start.offset))
    const problem = inShownSyntax ? undefined : nodeProblem(asWritten(node, text), definitions, placeholders)
    if (problem) {
      // An address missing only its https:// is advised with it, on the line that holds it.
      const written = lines[line - firstLine] ?? ''
      const { url } = asWritten(node, text)
      const secure = url && /^(?:http:\/\/|www\.)/i.test(url) ? `https://${url.replace(/^http:\/\//i, '')}` : undefined
      problems.push({ line, message: problem, ...(secure && written.includes(url!) ? { fix: { lineText: written.replace(url!, secure) } } : {}) })
    }
    for (const { line: at, words } of writtenStretches(node, text)) {
      for (const message of brokenLinkProblems(words, definitions)) problems.push({ line: firstLine + at - 1, message })
    }
    for (const child of node.children ?? []) visit(child)
  }
  collect(tree as MarkdownNode)
  visit(tree as MarkdownNode)
  return problems
}
