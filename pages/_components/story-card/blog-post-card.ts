import type { BlogPost } from '../../../lib/content/collections.ts'
import type { blogPostCardFields } from './blog-post-card-fields.ts'
import type { StoryCardProps } from './story-card.tsx'
import { storyLink } from './story-link.ts'

export type BlogPostCardEntry = Pick<BlogPost, (typeof blogPostCardFields)[number]>

/** What a post's card shows, in the community tabs and on the Blog pages alike. */
export function blogPostCard(post: BlogPostCardEntry): Omit<StoryCardProps, 'headingLevel'> & { slug: string } {
  return {
    ...post,
    text: post.excerpt,
    byline: `${post.author} · ${post.readTimeMinutes} min read`,
    action: 'Read More',
    link: storyLink('blog', post.slug, post.link),
  }
}
