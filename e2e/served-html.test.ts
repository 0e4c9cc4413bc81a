import { describe, expect, test } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { routes } from './support/routes.ts'
import { siteContent } from './support/site-content.ts'
import { storyPages } from './support/story-pages.ts'

const { open, baseUrl } = useBrowser()
const { siteUrl } = siteContent.settings

describe('The served HTML, without JavaScript', () => {
  test.each(routes.map((route) => [route.path, route.text] as const))('%s already shows its text', async (path, texts) => {
    const page = await open(path, { javaScriptEnabled: false })
    for (const text of texts) {
      expect(await page.getByText(text, { exact: false }).first().isVisible(), text).toBe(true)
    }
  })

  test('the not-found page has the title, description and button of the specification', async () => {
    const page = await open('/no-such-page', { javaScriptEnabled: false })
    expect(await page.title()).toBe('Page Not Found')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('The page you are looking for does not exist.')
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
  })

  test.each(['/', '/community-signup', '/advisor-signup', '/student-ambassador-signup'])('the form on %s says it needs JavaScript, and where to write instead', async (path) => {
    const page = await open(path, { javaScriptEnabled: false })
    // Playwright's text search skips <noscript>, so the note is found by its element.
    const note = page.getByRole('main').locator('noscript > p')
    expect(await note.isVisible()).toBe(true)
    expect(await note.textContent()).toContain('This form needs JavaScript')
    expect(await page.getByRole('contentinfo').getByRole('link', { name: /@/ }).isVisible()).toBe(true)
  })

  test('the home page shows every link of the header menu', async () => {
    const page = await open('/', { javaScriptEnabled: false, viewport: { width: 375, height: 740 } })
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).isVisible()).toBe(true)
  })
})

describe('Every page', () => {
  test.each(routes.filter((route) => route.path !== '/no-such-page').map((route) => route.path))(
    '%s has its own title, description, canonical address and link preview',
    async (path) => {
      const page = await open(path, { javaScriptEnabled: false })
      const head = page.locator('head')
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href')
      // The section routes show the home page, so they name / as the one address to index.
      const expected = ['/mission', '/about', '/science', '/advisors', '/supporting-orgs', '/contact'].includes(path) ? '/' : path
      expect(canonical).toBe(new URL(expected, siteUrl).href)
      expect(await head.locator('meta[property="og:url"]').getAttribute('content')).toBe(canonical)
      expect(await head.locator('meta[property="og:title"]').getAttribute('content')).toBe(await page.title())
      expect(await head.locator('meta[property="og:description"]').getAttribute('content')).toBe(await head.locator('meta[name="description"]').getAttribute('content'))
      const image = await head.locator('meta[property="og:image"]').getAttribute('content')
      expect(image?.startsWith(new URL('/', siteUrl).href), `og:image ${image}`).toBe(true)
    },
  )

  test.each(routes.map((route) => route.path))('%s opens every outbound link in a new tab without access to the page', async (path) => {
    const page = await open(path, { javaScriptEnabled: false })
    const outbound = await page
      .locator('a[href^="http"]')
      .evaluateAll((links: HTMLAnchorElement[]) => links.filter((link) => link.host !== location.host).map((link) => ({ href: link.href, target: link.target, rel: link.rel })))
    if (path === '/' || path === '/play-with-me') expect(outbound.length).toBeGreaterThan(0)
    for (const link of outbound) expect(link, link.href).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
  })

  test.each(['/', '/play-with-me', '/research'])('%s loads nothing from another host', async (path) => {
    const page = await open('/robots.txt')
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).host))
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect([...hosts]).toEqual([new URL(baseUrl).host])
  })

  test('every media box has its size before its file loads', async () => {
    const page = await open('/', { javaScriptEnabled: false })
    const unsized = await page
      .locator('img, video')
      .evaluateAll((elements: HTMLImageElement[]) =>
        elements.filter((element) => !(element.getAttribute('width') && element.getAttribute('height'))).map((element) => element.outerHTML),
      )
    expect(unsized).toEqual([])
  })
})

describe('Search engines', () => {
  test('find every page in the sitemap, but not the section routes or the not-found page', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => new URL(location!).pathname)
    expect(locations).toEqual(
      expect.arrayContaining(['/', '/research', '/play-with-me', '/community-signup', '/advisor-signup', '/student-ambassador-signup', ...storyPages.map((page) => page.path)]),
    )
    expect(locations).not.toContain('/mission')
    expect(locations.some((location) => location.includes('404'))).toBe(false)
  })

  test('are pointed at the sitemap by robots.txt', async () => {
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain(`Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`)
  })
})
