import type { SiteContent } from '../../lib/content/collections.ts'
import { linkedPicture } from '../../lib/pictures/linked-picture.ts'
import { pictureSlots } from '../../lib/pictures/picture-slots.ts'
import { storyLink } from '../../pages/_components/story-card/story-link.ts'
import { storyIndexes } from '../../pages/_components/story-index/story-indexes.ts'
import { siteFeeds } from '../../renderer/feeds/site-feeds.ts'
import { escapeXml } from './escape-xml.ts'
import { newestFirst } from '../../lib/content/newest-first.ts'
import { rssDate } from './rss-date.ts'

/**
 * The blog's RSS 2.0 feed: each post links to its page here, or to where it is published (link).
 * RSS's own <author> must be an email address, so the author's name goes in dc:creator.
 */
export function blogFeed(content: SiteContent): string {
  const { settings } = content
  const at = (path: string) => new URL(path, settings.siteUrl).href
  const title = `${settings.name} ${siteFeeds.blog.title}`
  const listPage = at(storyIndexes.blog.path)
  const posts = newestFirst(content['blog-posts'])
  const items = posts.map((post) => {
    const link = at(storyLink('blog', post.slug, post.link).href)
    return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <description>${escapeXml(post.excerpt)}</description>
      <pubDate>${rssDate(post.date)}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <dc:creator>${escapeXml(post.author)}</dc:creator>
    </item>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(listPage)}</link>
    <atom:link href="${escapeXml(at(siteFeeds.blog.path))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(settings.community.intro)}</description>
    <language>en</language>${posts[0] ? `\n    <lastBuildDate>${rssDate(posts[0].date)}</lastBuildDate>` : ''}
    <image>
      <url>${escapeXml(at(linkedPicture(settings.hero.poster, pictureSlots.heroPoster).path))}</url>
      <title>${escapeXml(title)}</title>
      <link>${escapeXml(listPage)}</link>
    </image>
${items.join('\n')}
  </channel>
</rss>
`
}
