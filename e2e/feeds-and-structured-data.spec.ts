import { parseFeed } from '#tools/feeds/parse-feed.ts'
import { expect, test } from './support/fixtures.ts'
import { siteContent } from './support/site-content.ts'

const { siteUrl } = siteContent.settings

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

// Every page's links to the feeds, JSON-LD and link preview picture: served-html.spec.ts, in its one visit per page.
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
