import type { Podcast } from '#lib/content/collections.ts'
import type { podcastCardFields } from './podcast-card-fields.ts'
import { storyCardOf } from './story-card-of.ts'

/** What an episode's card shows, in the community tabs and on the Podcasts pages alike: only what the card shows, as the tabs' island sends it into the page. */
export const podcastCard = storyCardOf<Pick<Podcast, (typeof podcastCardFields)[number]>>({
  section: 'podcasts',
  action: 'Listen Now',
  externalUrl: (episode) => episode.audioUrl,
  text: (episode) => episode.description,
  byline: (episode) => `${episode.host} · ${episode.durationMinutes} min`,
})
