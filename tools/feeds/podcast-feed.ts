import mime from 'mime'
import { linkedPicture } from '../../lib/pictures/linked-picture.ts'
import { pictureSlots } from '../../lib/pictures/picture-slots.ts'
import { v5 as uuidV5 } from 'uuid'
import type { SiteContent } from '../../lib/content/collections.ts'
import { storyLink } from '../../pages/_components/story-card/story-link.ts'
import { storyIndexes } from '../../pages/_components/story-index/story-indexes.ts'
import { siteFeeds } from '../../renderer/feeds/site-feeds.ts'
import { escapeXml } from './escape-xml.ts'
import { newestFirst } from '../../lib/content/newest-first.ts'
import { rssDate } from './rss-date.ts'

/** The namespace the podcast namespace's specification fixes for a feed's podcast:guid. */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'

/**
 * The podcast's RSS 2.0 feed, with the iTunes and podcast namespace tags podcast apps read. An
 * episode published elsewhere (audioUrl) gets an enclosure; one published here as text links to
 * its page and has none, as it has no audio.
 */
export function podcastFeed(content: SiteContent): string {
  const { settings } = content
  const at = (path: string) => new URL(path, settings.siteUrl).href
  const feedUrl = at(siteFeeds.podcasts.path)
  const title = `${settings.name} ${siteFeeds.podcasts.title}`
  const listPage = at(storyIndexes.podcasts.path)
  const episodes = newestFirst(content.podcasts)
  const categories = [...new Set(episodes.map((episode) => episode.category))]
  const items = episodes.map((episode) => {
    const link = at(storyLink('podcasts', episode.slug, episode.audioUrl).href)
    // The content names where the audio is, not its size: RSS readers take a length of 0 as unknown.
    const enclosure = episode.audioUrl
      ? `\n      <enclosure url="${escapeXml(episode.audioUrl)}" length="0" type="${mime.getType(new URL(episode.audioUrl).pathname) ?? 'audio/mpeg'}" />`
      : ''
    return `    <item>
      <title>${escapeXml(episode.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <description>${escapeXml(episode.description)}</description>
      <pubDate>${rssDate(episode.date)}</pubDate>
      <category>${escapeXml(episode.category)}</category>${enclosure}
      <itunes:title>${escapeXml(episode.title)}</itunes:title>
      <itunes:author>${escapeXml(episode.host)}</itunes:author>
      <itunes:summary>${escapeXml(episode.description)}</itunes:summary>
      <itunes:duration>${episode.durationMinutes * 60}</itunes:duration>
      <itunes:explicit>false</itunes:explicit>
      <itunes:episodeType>full</itunes:episodeType>
    </item>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(listPage)}</link>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(settings.community.intro)}</description>
    <language>en</language>${episodes[0] ? `\n    <lastBuildDate>${rssDate(episodes[0].date)}</lastBuildDate>` : ''}
    <image>
      <url>${escapeXml(at(linkedPicture(settings.hero.poster, pictureSlots.heroPoster).path))}</url>
      <title>${escapeXml(title)}</title>
      <link>${escapeXml(listPage)}</link>
    </image>
    <itunes:title>${escapeXml(title)}</itunes:title>
    <itunes:author>${escapeXml(settings.name)}</itunes:author>
    <itunes:owner>
      <itunes:name>${escapeXml(settings.name)}</itunes:name>
      <itunes:email>${escapeXml(settings.email)}</itunes:email>
    </itunes:owner>
    <itunes:summary>${escapeXml(settings.community.intro)}</itunes:summary>
    <itunes:image href="${escapeXml(at(linkedPicture(settings.hero.poster, pictureSlots.heroPoster).path))}" />
${categories.map((category) => `    <itunes:category text="${escapeXml(category)}" />`).join('\n')}
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
    <podcast:guid>${uuidV5(feedUrl.replace(/^[a-z]+:\/\//, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE)}</podcast:guid>
    <podcast:locked>no</podcast:locked>
${items.join('\n')}
  </channel>
</rss>
`
}
