import { expect, test } from './support/fixtures.ts'
import { siteContent } from './support/site-content.ts'

const { settings } = siteContent
const signupHeading = (slug: string) => siteContent['signup-pages'].find((page) => page.slug === slug)?.heading

test.describe('Every route shows its page', { tag: '@entries' }, () => {
  // The main headings are the editors' texts: the hero's on the home page and its section routes.
  const mainHeadings: [string, string | undefined][] = [
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
  ]
  for (const [path, heading] of mainHeadings) {
    test(`${path} has its main heading`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!, { useInnerText: false })
    })
  }

  test('an unknown address shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page Not Found')
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
  })
})
