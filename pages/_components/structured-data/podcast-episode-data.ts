import type { Podcast } from '#lib/content/collections.ts'
import { linkedPicture } from '#lib/pictures/linked-picture.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { organisationId } from '#renderer/structured-data/organisation-data.ts'
import type { StructuredData } from '#renderer/structured-data/structured-data.ts'
import { siteFeeds } from '#renderer/feeds/site-feeds.ts'
import { storyLink } from '../story-card/story-link.ts'

type EpisodeFields = Pick<Podcast, 'slug' | 'title' | 'description' | 'host' | 'durationMinutes' | 'date' | 'image' | 'audioUrl'>

/**
 * An episode as schema.org's PodcastEpisode, part of the site's podcast series; one published
 * elsewhere names its audio as associatedMedia.
 */
export function podcastEpisodeData(episode: EpisodeFields, site: { name: string; siteUrl: string }): StructuredData {
  const url = new URL(storyLink('podcasts', episode.slug, episode.audioUrl).href, site.siteUrl).href
  return {
    '@type': 'PodcastEpisode',
    url,
    name: episode.title,
    description: episode.description,
    datePublished: episode.date,
    // ISO 8601, as schema.org's Duration is written.
    timeRequired: `PT${episode.durationMinutes}M`,
    image: new URL(linkedPicture(episode.image, pictureSlots.story).path, site.siteUrl).href,
    actor: { '@type': 'Person', name: episode.host },
    partOfSeries: {
      '@type': 'PodcastSeries',
      name: `${site.name} ${siteFeeds.podcasts.title}`,
      url: new URL('/#community', site.siteUrl).href,
      webFeed: new URL(siteFeeds.podcasts.path, site.siteUrl).href,
    },
    publisher: { '@id': organisationId(site.siteUrl) },
    ...(episode.audioUrl ? { associatedMedia: { '@type': 'MediaObject', contentUrl: episode.audioUrl, duration: `PT${episode.durationMinutes}M` } } : {}),
  }
}
