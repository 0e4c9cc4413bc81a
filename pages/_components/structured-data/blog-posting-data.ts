import type { BlogPost } from '#lib/content/collections.ts'
import { linkedPicture } from '#lib/pictures/linked-picture.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { organisationId } from '#renderer/structured-data/organisation-data.ts'
import type { StructuredData } from '#renderer/structured-data/structured-data.ts'
import { storyLink } from '../story-card/story-link.ts'

type PostFields = Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'author' | 'date' | 'image' | 'category' | 'link'>

/** A blog post as schema.org's BlogPosting, at its page here or where it is published. */
export function blogPostingData(post: PostFields, siteUrl: string): StructuredData {
  const url = new URL(storyLink('blog', post.slug, post.link).href, siteUrl).href
  return {
    '@type': 'BlogPosting',
    url,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    image: new URL(linkedPicture(post.image, pictureSlots.story).path, siteUrl).href,
    articleSection: post.category,
    publisher: { '@id': organisationId(siteUrl) },
  }
}
