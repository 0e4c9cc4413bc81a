import type { PageContextServer } from 'vike/types'
import { getSiteContent } from '../../../lib/content/site-content.server.ts'
import { newestFirst } from '../../../lib/content/newest-first.ts'
import { blogPostCard } from '../../_components/story-card/blog-post-card.ts'
import { storyIndexData } from '../../_components/story-index/story-index-data.ts'
import { storyIndexes } from '../../_components/story-index/story-indexes.ts'

export function data({ routeParams }: PageContextServer) {
  const content = getSiteContent()
  return storyIndexData(content, storyIndexes.blog, newestFirst(content['blog-posts']).map(blogPostCard), Number(routeParams.page))
}

export type Data = ReturnType<typeof data>
