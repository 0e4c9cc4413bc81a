import { parseFeed } from '#tools/feeds/parse-feed.ts'
import { expect, test } from './support/fixtures.ts'
import { routes } from './support/routes.ts'
import { siteContent } from './support/site-content.ts'

const { siteUrl } = siteContent.settings
const feedPaths = ['/podcasts/feed.xml', '/blog/feed.xml']

test.describe('The feeds', { tag: '@entries' }, () => {
  test('the podcast feed lists every episode and names the audio of those published elsewhere', async ({ request }) => {
    const response = await request.get('/podcasts/feed.xml')
    expect(response.status()).toBe(200)
    const { channel } = parseFeed(await response.text())
    expect(channel.item.map((item) => item.title).toSorted()).toEqual(siteContent.podcasts.map((episode) => episode.title).toSorted())
    const withAudio = channel.item.filter((item) => item.enclosure).map((item) => item.enclosure!['@url'])
    expect(withAudio.toSorted()).toEqual(siteContent.podcasts.flatMap((episode) => episode.audioUrl ?? []).toSorted())
  })

  test('the blog feed lists every post, linked to its page here or where it is published', async ({ request }) => {
    const { channel } = parseFeed(await (await request.get('/blog/feed.xml')).text())
    expect(channel.item.map((item) => item.link).toSorted()).toEqual(siteContent['blog-posts'].map((post) => post.link ?? new URL(`/blog/${post.slug}`, siteUrl).href).toSorted())
  })
})

test.describe('Every page as served', { tag: '@entries' }, () => {
  test.use({ javaScriptEnabled: false })

  for (const { path } of routes) {
    test(`${path} links to the feeds, describes itself as JSON-LD and has a described link preview picture`, async ({ page, request }) => {
      await page.goto(path)
      const head = page.locator('head')
      const feeds = head.locator('link[rel="alternate"][type="application/rss+xml"]')
      await expect(feeds).toHaveCount(feedPaths.length)
      for (const [index, feedPath] of feedPaths.entries()) await expect(feeds.nth(index)).toHaveAttribute('href', feedPath)

      const blocks = await head.locator('script[type="application/ld+json"]').allTextContents()
      expect(blocks).toHaveLength(1)
      const graph = (JSON.parse(blocks[0]!) as { '@graph': { '@type': string; name?: string }[] })['@graph']
      expect(graph.find((node) => node['@type'] === 'NGO')?.name).toBe(siteContent.settings.name)

      await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', /^[1-9]\d*$/)
      await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', /^[1-9]\d*$/)
      await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/)
      const image = new URL((await head.locator('meta[property="og:image"]').getAttribute('content'))!)
      expect((await request.get(image.pathname)).status()).toBe(200)
    })
  }
})

test('the JSON-LD passes the Content-Security-Policy: the browser reports no violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  await page.goto('/')
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  expect(violations).toEqual([])
})
