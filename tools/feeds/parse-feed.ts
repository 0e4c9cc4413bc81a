import { XMLParser, XMLValidator } from 'fast-xml-parser'

/** One <item> of a parsed feed: its child elements by tag name, attributes prefixed with "@". */
export type FeedItem = Record<string, unknown> & { title: string; link: string; enclosure?: Record<string, string> }

/**
 * A feed as a reader sees it, parsed with fast-xml-parser; refuses XML that is not well formed.
 * Items and categories are always lists, however many there are.
 */
export function parseFeed(xml: string): { channel: Record<string, unknown> & { item: FeedItem[] }; rss: Record<string, string> } {
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new Error(`The feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`)
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => ['item', 'itunes:category', 'category'].includes(name) })
  const { rss } = parser.parse(xml) as { rss: Record<string, string> & { channel: Record<string, unknown> & { item?: FeedItem[] } } }
  return { channel: { ...rss.channel, item: rss.channel.item ?? [] }, rss }
}
