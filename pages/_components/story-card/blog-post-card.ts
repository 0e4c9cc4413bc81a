import type { BlogPost } from '../../../lib/content/collections.ts'
import type { blogPostCardFields } from './blog-post-card-fields.ts'
import type { StoryCardContent } from './story-card.tsx'
import { storyLink } from './story-link.ts'

export type BlogPostCardEntry = Pick<BlogPost, (typeof blogPostCardFields)[number]>

/** What a post's card shows, in the community tabs and on the Blog pages alike: only what the card shows, as the tabs' island sends it into the page. */
export function blogPostCard(post: BlogPostCardEntry): StoryCardContent {
  return {
    slug: post.slug,
    image: post.image,
    imageAlt: post.imageAlt,
    category: post.category,
    title: post.title,
    date: post.date,
    text: post.excerpt,
    byline: `${post.author} · ${post.readTimeMinutes} min read`,
    action: 'Read More',
    link: storyLink('blog', post.slug, post.link),
  }
}
