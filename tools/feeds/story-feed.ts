import type { SiteContent } from '#lib/content/collections.ts'
import { newestFirst } from '#lib/content/newest-first.ts'
import { linkedPicture } from '#lib/pictures/linked-picture.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { storyLink } from '#pages/_components/story-card/story-link.ts'
import { storyIndexes } from '#pages/_components/story-index/story-indexes.ts'
import { siteFeeds } from '#renderer/feeds/site-feeds.ts'
import { escapeXml } from './escape-xml.ts'
import { rssDate } from './rss-date.ts'

interface FeedEntry {
  slug: string
  title: string
  date: string
  category: string
}

/** What a feed of posts or of episodes names of its own; the rest of RSS 2.0 the two share. */
interface StoryFeedKind<Entry extends FeedEntry> {
  section: keyof typeof siteFeeds & keyof typeof storyIndexes
  entries: readonly Entry[]
  /** The `xmlns:` attributes of the tags the feed adds. */
  namespaces: string
  /** Where an entry is published elsewhere, which its item then links to. */
  externalUrl(entry: Entry): string | undefined
  description(entry: Entry): string
  /** The item's tags after its category, each on a line of its own. */
  itemTags(entry: Entry): string[]
  /** The channel's tags after its image, each on a line of its own. */
  channelTags(feed: { title: string; url: string; poster: string }): string[]
}

/**
 * A story list's RSS 2.0 feed, newest first: each entry links to its page here, or to where it is
 * published.
 */
export function storyFeed<Entry extends FeedEntry>(settings: SiteContent['settings'], kind: StoryFeedKind<Entry>): string {
  const at = (path: string) => new URL(path, settings.siteUrl).href
  const title = `${settings.name} ${siteFeeds[kind.section].title}`
  const listPage = at(storyIndexes[kind.section].path)
  const poster = at(linkedPicture(settings.hero.poster, pictureSlots.heroPoster).path)
  const entries = newestFirst(kind.entries)
  const lines = (tags: string[], indent: string) => tags.map((tag) => `\n${indent}${tag}`).join('')
  const items = entries.map((entry) => {
    const link = at(storyLink(kind.section, entry.slug, kind.externalUrl(entry)).href)
    return `    <item>
      <title>${escapeXml(entry.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <description>${escapeXml(kind.description(entry))}</description>
      <pubDate>${rssDate(entry.date)}</pubDate>
      <category>${escapeXml(entry.category)}</category>${lines(kind.itemTags(entry), '      ')}
    </item>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" ${kind.namespaces}>
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(listPage)}</link>
    <atom:link href="${escapeXml(at(siteFeeds[kind.section].path))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(settings.community.intro)}</description>
    <language>en</language>${entries[0] ? `\n    <lastBuildDate>${rssDate(entries[0].date)}</lastBuildDate>` : ''}
    <image>
      <url>${escapeXml(poster)}</url>
      <title>${escapeXml(title)}</title>
      <link>${escapeXml(listPage)}</link>
    </image>${lines(kind.channelTags({ title, url: at(siteFeeds[kind.section].path), poster }), '    ')}
${items.join('\n')}
  </channel>
</rss>
`
}
