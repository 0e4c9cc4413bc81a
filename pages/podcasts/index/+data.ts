import type { PageContextServer } from 'vike/types'
import { getSiteContent } from '../../../lib/content/site-content.server.ts'
import { newestFirst } from '../../../lib/content/newest-first.ts'
import { podcastCard } from '../../_components/story-card/podcast-card.ts'
import { storyIndexData } from '../../_components/story-index/story-index-data.ts'
import { storyIndexes } from '../../_components/story-index/story-indexes.ts'

export function data({ routeParams }: PageContextServer) {
  const content = getSiteContent()
  return storyIndexData(content, storyIndexes.podcasts, newestFirst(content.podcasts).map(podcastCard), Number(routeParams.page))
}

export type Data = ReturnType<typeof data>
