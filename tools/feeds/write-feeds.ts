import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { SiteContent } from '#lib/content/collections.ts'
import { siteFeeds } from '#renderer/feeds/site-feeds.ts'
import { blogFeed } from './blog-feed.ts'
import { podcastFeed } from './podcast-feed.ts'

/** Writes the podcast's and the blog's RSS feeds beside the pages prerendered into `clientRoot`; gives each one's path and item count. */
export async function writeFeeds(clientRoot: string, content: SiteContent): Promise<{ path: string; items: number }[]> {
  const feeds = [
    { path: siteFeeds.podcasts.path, xml: podcastFeed(content), items: content.podcasts.length },
    { path: siteFeeds.blog.path, xml: blogFeed(content), items: content['blog-posts'].length },
  ]
  for (const feed of feeds) {
    const file = join(clientRoot, feed.path)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, feed.xml)
  }
  return feeds.map(({ path, items }) => ({ path, items }))
}
