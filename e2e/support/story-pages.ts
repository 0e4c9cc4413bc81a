import { siteContent } from './site-content.ts'

/**
 * The blog posts and podcast episodes published on this site rather than elsewhere: each has a
 * page of its own, with the title, the summary from its card and its Markdown text.
 */
export const storyPages = [
  ...siteContent['blog-posts']
    .filter((post) => !post.link)
    .map((post) => ({ kind: 'blog post', path: `/blog/${post.slug}`, title: post.title, summary: post.excerpt, html: post.html, image: post.image })),
  ...siteContent.podcasts
    .filter((podcast) => !podcast.audioUrl)
    .map((podcast) => ({ kind: 'episode', path: `/podcasts/${podcast.slug}`, title: podcast.title, summary: podcast.description, html: podcast.html, image: podcast.image })),
]
