import { parseMarkdown } from '../content/parse-markdown.ts'
import { renderMarkdown } from '../content/render-markdown.ts'
import { fillPlaceholders, type EmailPlaceholder } from './email-placeholders.ts'

/** An email's words as content/emails holds them: the subject, the Markdown text and, for some, the paragraph about updates. */
export interface EmailWords {
  subject: string
  markdown: string
  updates?: string | undefined
}

export interface WrittenEmail {
  subject: string
  /** The plain-text part: the Markdown as written, each link as its words and its address between angle brackets. */
  text: string
  /** The HTML part: the Markdown rendered. */
  html: string
}

/** The placeholders that are the site's own addresses, the only values a link's target may take. */
const ADDRESSES: ReadonlySet<string> = new Set<EmailPlaceholder>(['dataLink', 'confirmLink'])

interface MarkdownNode {
  type: string
  value?: string
  url?: string
  children?: MarkdownNode[]
}

/**
 * Fills the placeholders of the parsed text: a value is written into the words as text, after
 * Markdown has read them, so what a visitor wrote (their first name) never becomes formatting or a
 * link, not even an address such as https://… or www.…, which Markdown links where it reads one.
 */
function fillParsed(node: MarkdownNode, values: Partial<Record<EmailPlaceholder, string>>, addresses: Partial<Record<EmailPlaceholder, string>>): void {
  if (node.type === 'text' && node.value) node.value = fillPlaceholders(node.value, values)
  if (node.type === 'link' && node.url) node.url = fillPlaceholders(node.url, addresses)
  for (const child of node.children ?? []) fillParsed(child, values, addresses)
}

/** `[words](address)`, once filled for the plain-text part, as a plain-text reader sees it best: `words: <address>`. */
const MARKDOWN_LINK = /\[([^\]]+)\]\(<?([^<>)\s]+)>?\)/g

/**
 * An email from its words and the values of its placeholders. A value is text, never Markdown: in
 * the HTML part, what a visitor wrote (their first name) cannot become a link or formatting. With
 * `withUpdates`, the paragraph about updates goes where the text has `{updates}`, or at its end
 * when the text has none; without, `{updates}` is left out.
 */
export function writeEmail(words: EmailWords, values: Partial<Record<Exclude<EmailPlaceholder, 'updates'>, string>>, { withUpdates = false } = {}): WrittenEmail {
  const paragraph = withUpdates && words.updates ? words.updates : ''
  const placed = words.markdown.includes('{updates}') ? words.markdown.replaceAll('{updates}', paragraph) : `${words.markdown}\n\n${paragraph}`
  // Filled first: the paragraph holds placeholders of its own.
  const markdown = placed.replace(/\n{3,}/g, '\n\n').trim()
  const tree = parseMarkdown(markdown)
  // Only the site's own addresses may fill a link's target: chosen once, for every link of the text.
  fillParsed(tree, values, Object.fromEntries(Object.entries(values).filter(([name]) => ADDRESSES.has(name))))
  const html = renderMarkdown(tree)
  // In the plain-text part an address stands between angle brackets (RFC 3986, appendix C): mail
  // programs end the link there, so a full stop or a comma after it never becomes part of it.
  const asText = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, ADDRESSES.has(name) ? `<${value}>` : value]))
  return {
    subject: fillPlaceholders(words.subject, values),
    text: `${fillPlaceholders(markdown, asText).replace(MARKDOWN_LINK, '$1: <$2>')}\n`,
    html: `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"></head><body style="font-family: sans-serif; font-size: 16px; line-height: 1.5; max-width: 40em">\n${html}\n</body></html>\n`,
  }
}
