import type { SiteContent } from '#lib/content/collections.ts'
import { newestFirst } from '#lib/content/newest-first.ts'
import { blogPostCard } from '../story-card/blog-post-card.ts'
import { podcastCard } from '../story-card/podcast-card.ts'
import type { StoryCardContent } from '../story-card/story-card.tsx'
import { storyIndexes, type StoryIndex } from './story-indexes.ts'

/** A list of stories: where it is, and the card of every story on it, newest first. */
export interface StoryList {
  index: StoryIndex
  cards(content: SiteContent): StoryCardContent[]
}

/** The two lists, every post at /blog and every episode at /podcasts. */
export const storyLists = {
  blog: { index: storyIndexes.blog, cards: (content) => newestFirst(content['blog-posts']).map(blogPostCard) },
  podcasts: { index: storyIndexes.podcasts, cards: (content) => newestFirst(content.podcasts).map(podcastCard) },
} satisfies Record<string, StoryList>
