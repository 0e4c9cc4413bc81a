import { blogPostingData } from '../structured-data/blog-posting-data.ts'
import { podcastEpisodeData } from '../structured-data/podcast-episode-data.ts'
import { storyIndexes } from '../story-index/story-indexes.ts'
import { storyKind } from './story-kind.ts'

/** The two kinds of story with pages of their own: posts at /blog/<slug>, episodes at /podcasts/<slug>. */
export const storyKinds = {
  blog: storyKind({
    index: storyIndexes.blog,
    entries: (content) => content['blog-posts'],
    externalUrl: (post) => post.link,
    summary: (post) => post.excerpt,
    byline: (post) => `${post.author} · ${post.readTimeMinutes} min read`,
    structuredData: (post, settings) => blogPostingData(post, settings.siteUrl),
  }),
  podcasts: storyKind({
    index: storyIndexes.podcasts,
    entries: (content) => content.podcasts,
    externalUrl: (episode) => episode.audioUrl,
    summary: (episode) => episode.description,
    byline: (episode) => `Hosted by ${episode.host} · ${episode.durationMinutes} min`,
    structuredData: (episode, settings) => podcastEpisodeData(episode, settings),
  }),
}
