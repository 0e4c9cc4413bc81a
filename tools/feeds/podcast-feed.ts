import mime from 'mime'
import { v5 as uuidV5 } from 'uuid'
import type { SiteContent } from '#lib/content/collections.ts'
import { newestFirst } from '#lib/content/newest-first.ts'
import { escapeXml } from './escape-xml.ts'
import { storyFeed } from './story-feed.ts'

/** The namespace the podcast namespace's specification fixes for a feed's podcast:guid. */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'

/**
 * The podcast's RSS 2.0 feed, with the iTunes and podcast namespace tags podcast apps read. An
 * episode published elsewhere (audioUrl) gets an enclosure; one published here as text links to
 * its page and has none, as it has no audio.
 */
export function podcastFeed(content: SiteContent): string {
  const { settings } = content
  return storyFeed(settings, {
    section: 'podcasts',
    entries: content.podcasts,
    namespaces: 'xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0"',
    externalUrl: (episode) => episode.audioUrl,
    description: (episode) => episode.description,
    itemTags: (episode) => [
      // The content names where the audio is, not its size: RSS readers take a length of 0 as unknown.
      ...(episode.audioUrl ? [`<enclosure url="${escapeXml(episode.audioUrl)}" length="0" type="${mime.getType(new URL(episode.audioUrl).pathname) ?? 'audio/mpeg'}" />`] : []),
      `<itunes:title>${escapeXml(episode.title)}</itunes:title>`,
      `<itunes:author>${escapeXml(episode.host)}</itunes:author>`,
      `<itunes:summary>${escapeXml(episode.description)}</itunes:summary>`,
      `<itunes:duration>${episode.durationMinutes * 60}</itunes:duration>`,
      '<itunes:explicit>false</itunes:explicit>',
      '<itunes:episodeType>full</itunes:episodeType>',
    ],
    channelTags: (feed) => [
      `<itunes:title>${escapeXml(feed.title)}</itunes:title>`,
      `<itunes:author>${escapeXml(settings.name)}</itunes:author>`,
      '<itunes:owner>',
      `  <itunes:name>${escapeXml(settings.name)}</itunes:name>`,
      `  <itunes:email>${escapeXml(settings.email)}</itunes:email>`,
      '</itunes:owner>',
      `<itunes:summary>${escapeXml(settings.community.intro)}</itunes:summary>`,
      `<itunes:image href="${escapeXml(feed.poster)}" />`,
      ...[...new Set(newestFirst(content.podcasts).map((episode) => episode.category))].map((category) => `<itunes:category text="${escapeXml(category)}" />`),
      '<itunes:explicit>false</itunes:explicit>',
      '<itunes:type>episodic</itunes:type>',
      `<podcast:guid>${uuidV5(feed.url.replace(/^[a-z]+:\/\//, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE)}</podcast:guid>`,
      '<podcast:locked>no</podcast:locked>',
    ],
  })
}
