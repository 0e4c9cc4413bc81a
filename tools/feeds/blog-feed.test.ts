import { expect, test } from 'vitest'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { blogFeed } from './blog-feed.ts'
import { newestFirst } from '#lib/content/newest-first.ts'
import { parseFeed } from './parse-feed.ts'

// The content the build makes the feeds from: content/, or the copy CONTENT_DIR names.
const content = getSiteContent()
const { channel, rss } = parseFeed(blogFeed(content))
const posts = newestFirst(content['blog-posts'])

test('is RSS 2.0 named after the site', () => {
  expect(rss['@version']).toBe('2.0')
  expect(channel['title']).toContain(content.settings.name)
})

test('lists every post, newest first, each linking to its page here or where it is published', () => {
  expect(channel.item.map((item) => item.title)).toEqual(posts.map((post) => post.title))
  channel.item.forEach((item, index) => {
    const post = posts[index]!
    expect(item.link).toBe(post.link ?? new URL(`/blog/${post.slug}`, content.settings.siteUrl).href)
    expect(item['description']).toBe(post.excerpt)
    expect(item['dc:creator']).toBe(post.author)
    expect(new Date(item['pubDate'] as string).toISOString().slice(0, 10)).toBe(post.date)
  })
})

test('escapes what XML would read as markup', () => {
  const risky = { ...posts[0]!, title: 'Light & sound <at school>', link: undefined }
  const { channel: escaped } = parseFeed(blogFeed({ ...content, 'blog-posts': [risky] }))
  expect(escaped.item.map((item) => item.title)).toEqual([risky.title])
})
