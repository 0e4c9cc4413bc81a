import { describe, expect, test } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { siteContent } from './support/site-content.ts'

const { open } = useBrowser()
const { settings } = siteContent
const signupHeading = (slug: string) => siteContent['signup-pages'].find((page) => page.slug === slug)?.heading

describe('Every route shows its page', () => {
  // The main headings are the editors' texts: the hero's on the home page and its section routes.
  test.each([
    ['/', settings.hero.headline],
    ['/mission', settings.hero.headline],
    ['/about', settings.hero.headline],
    ['/science', settings.hero.headline],
    ['/supporting-orgs', settings.hero.headline],
    ['/advisors', settings.hero.headline],
    ['/contact', settings.hero.headline],
    ['/research', settings.research.heading],
    ['/play-with-me', settings.playWithMe.heading],
    ['/community-signup', signupHeading('community-signup')],
    ['/advisor-signup', signupHeading('advisor-signup')],
    ['/student-ambassador-signup', signupHeading('student-ambassador-signup')],
  ])('%s has its main heading', async (path, heading) => {
    const page = await open(path)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading)
  })

  test('an unknown address shows the not-found page with status 404', async () => {
    const page = await open('/')
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    expect(await page.title()).toBe('Page Not Found')
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).isVisible()).resolves.toBe(true)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })
})
