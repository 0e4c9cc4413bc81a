import { expect, test } from './support/fixtures.ts'
import { waitForIslands } from './support/islands.ts'
import { homeSections, routes } from './support/routes.ts'
import { siteContent } from './support/site-content.ts'
import { storyLists } from './support/story-lists.ts'
import { storyPages } from './support/story-pages.ts'

const { siteUrl } = siteContent.settings
/** Matches text that begins with `prefix`, as written. */
const startingWith = (prefix: string) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

test.describe('The served HTML, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the not-found page has the title, description and button of the specification', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page).toHaveTitle('Page Not Found')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'The page you are looking for does not exist.')
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })

  for (const path of ['/', '/community-signup', '/advisor-signup', '/student-ambassador-signup']) {
    test(`the form on ${path} says it needs JavaScript, and where to write instead`, async ({ page }) => {
      await page.goto(path)
      // Playwright's text search skips <noscript>, so the note is found by its element.
      const note = page.getByRole('main').locator('noscript > p')
      await expect(note).toBeVisible()
      await expect(note).toContainText('This form needs JavaScript')
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible()
    })
  }

  test('the home page shows every link of the header menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' })).toBeVisible()
  })
})

const feedPaths = ['/podcasts/feed.xml', '/blog/feed.xml']

test.describe('Every page', () => {
  test.describe('as served', () => {
    test.use({ javaScriptEnabled: false })

    // One visit per page, every check of its served HTML in it: each story's page and each page of a list.
    for (const { path, text: texts } of routes) {
      // The not-found page is not indexed; the section routes show the home page, so they name / as the one address to index.
      const canonicals = path === '/no-such-page' ? [] : [new URL(homeSections.includes(path) ? '/' : path, siteUrl).href]
      // The home page and the games page link out (partners, games): there the check has links to look at.
      const leastOutbound = path === '/' || path === '/play-with-me' ? 1 : 0

      test(
        `${path} shows its text, describes itself to search engines, link previews and feed readers, and opens outbound links in a new tab`,
        { tag: '@entries' },
        async ({ page, request }) => {
          await page.goto(path)
          for (const text of texts) await expect(page.getByText(text, { exact: false }).first(), text).toBeVisible()

          const head = page.locator('head')
          for (const canonical of canonicals) {
            await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
            await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical)
            await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
            const description = await head.locator('meta[name="description"]').getAttribute('content')
            await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description!)
            await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', startingWith(new URL('/', siteUrl).href))
          }

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

          const outbound = await page
            .locator('a[href^="http"]')
            .evaluateAll((links: HTMLAnchorElement[]) => links.filter((link) => link.host !== location.host).map((link) => ({ href: link.href, target: link.target, rel: link.rel })))
          expect(outbound.length).toBeGreaterThanOrEqual(leastOutbound)
          for (const link of outbound) expect(link, link.href).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
        },
      )
    }

    test('every media box has its size before its file loads', async ({ page }) => {
      await page.goto('/')
      const unsized = await page
        .locator('img, video')
        .evaluateAll((elements: HTMLImageElement[]) =>
          elements.filter((element) => !(element.getAttribute('width') && element.getAttribute('height'))).map((element) => element.outerHTML),
        )
      expect(unsized).toEqual([])
    })
  })

  for (const path of ['/', '/play-with-me', '/research']) {
    test(`${path} loads nothing from another host`, async ({ page, baseURL }) => {
      const hosts = new Set<string>()
      page.on('request', (request) => hosts.add(new URL(request.url()).host))
      await page.goto(path)
      await waitForIslands(page)
      expect([...hosts]).toEqual([new URL(baseURL!).host])
    })
  }
})

test.describe('Search engines', () => {
  test('find every page in the sitemap, but not the section routes or the not-found page', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => new URL(location!).pathname)
    expect(locations).toEqual(
      expect.arrayContaining([
        '/',
        '/research',
        '/play-with-me',
        '/community-signup',
        '/advisor-signup',
        '/student-ambassador-signup',
        ...storyLists.flatMap((list) => list.pages.map((page) => page.path)),
        ...storyPages.map((page) => page.path),
      ]),
    )
    expect(locations).not.toContain('/mission')
    expect(locations.some((location) => location.includes('404'))).toBe(false)
  })

  test('are pointed at the sitemap by robots.txt', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`)
  })
})
