/** After `vike build`: writes the podcast's and the blog's RSS feeds beside the prerendered pages. */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contentFolder } from '../lib/content/content-folder.ts'
import { loadContentOnce } from '../lib/content/load-content-once.server.ts'
import { siteFeeds } from '../renderer/feeds/site-feeds.ts'
import { blogFeed } from '../tools/feeds/blog-feed.ts'
import { podcastFeed } from '../tools/feeds/podcast-feed.ts'

const clientRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))
const { content } = loadContentOnce(process.cwd(), contentFolder(process.cwd()))
if (!content) throw new Error('The content has problems: run `npm run check:content`.')

const feeds = [
  { path: siteFeeds.podcasts.path, xml: podcastFeed(content), items: content.podcasts.length },
  { path: siteFeeds.blog.path, xml: blogFeed(content), items: content['blog-posts'].length },
]
for (const feed of feeds) {
  const file = join(clientRoot, feed.path)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, feed.xml)
}
console.log(`Wrote ${feeds.map((feed) => `${feed.path} (${feed.items} items)`).join(' and ')}.`)
