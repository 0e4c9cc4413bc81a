import type { BlogPost } from '#lib/content/collections.ts'
import type { blogPostCardFields } from './blog-post-card-fields.ts'
import { storyCardOf } from './story-card-of.ts'

/** What a post's card shows, in the community tabs and on the Blog pages alike: only what the card shows, as the tabs' island sends it into the page. */
export const blogPostCard = storyCardOf<Pick<BlogPost, (typeof blogPostCardFields)[number]>>({
  section: 'blog',
  action: 'Read More',
  externalUrl: (post) => post.link,
  text: (post) => post.excerpt,
  byline: (post) => `${post.author} · ${post.readTimeMinutes} min read`,
})
