import type { Podcast } from '../../../lib/content/collections.ts'
import type { podcastCardFields } from './podcast-card-fields.ts'
import type { StoryCardContent } from './story-card.tsx'
import { storyLink } from './story-link.ts'

export type PodcastCardEntry = Pick<Podcast, (typeof podcastCardFields)[number]>

/** What an episode's card shows, in the community tabs and on the Podcasts pages alike: only what the card shows, as the tabs' island sends it into the page. */
export function podcastCard(podcast: PodcastCardEntry): StoryCardContent {
  return {
    slug: podcast.slug,
    image: podcast.image,
    imageAlt: podcast.imageAlt,
    category: podcast.category,
    title: podcast.title,
    date: podcast.date,
    text: podcast.description,
    byline: `${podcast.host} · ${podcast.durationMinutes} min`,
    action: 'Listen Now',
    link: storyLink('podcasts', podcast.slug, podcast.audioUrl),
  }
}
