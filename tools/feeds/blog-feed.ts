import type { SiteContent } from '#lib/content/collections.ts'
import { escapeXml } from './escape-xml.ts'
import { storyFeed } from './story-feed.ts'

/**
 * The blog's RSS 2.0 feed: each post links to its page here, or to where it is published (link).
 * RSS's own <author> must be an email address, so the author's name goes in dc:creator.
 */
export function blogFeed(content: SiteContent): string {
  return storyFeed(content.settings, {
    section: 'blog',
    entries: content['blog-posts'],
    namespaces: 'xmlns:dc="http://purl.org/dc/elements/1.1/"',
    externalUrl: (post) => post.link,
    description: (post) => post.excerpt,
    itemTags: (post) => [`<dc:creator>${escapeXml(post.author)}</dc:creator>`],
    channelTags: () => [],
  })
}
