import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { layoutData } from '../../../renderer/layout-data.ts'
import { pictureSlots } from '../../../lib/pictures/picture-slots.ts'
import { getSiteContent } from '../../../lib/content/site-content.server.ts'
import { podcastEpisodeData } from '../../_components/structured-data/podcast-episode-data.ts'

export function data({ routeParams }: PageContextServer) {
  const content = getSiteContent()
  const podcast = content.podcasts.find((entry) => entry.slug === routeParams.slug && !entry.audioUrl)
  if (!podcast) throw render(404)
  return {
    ...layoutData(content, {
      title: `${podcast.title} | ${content.settings.name}`,
      description: podcast.description,
      path: `/podcasts/${podcast.slug}`,
      type: 'article',
      image: { path: podcast.image, alt: podcast.imageAlt, slot: pictureSlots.story },
      structuredData: [podcastEpisodeData(podcast, content.settings)],
    }),
    podcast,
  }
}

export type Data = ReturnType<typeof data>
