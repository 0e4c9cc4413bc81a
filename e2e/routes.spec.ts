import { mainPages } from '#pages/_components/main-pages/main-pages.ts'
import { expect, test } from './support/fixtures.ts'
import { siteContent } from './support/site-content.ts'

const { settings } = siteContent
const signupHeading = (slug: string) => siteContent['signup-pages'].find((page) => page.slug === slug)?.heading

test.describe('Every route shows its page', () => {
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

  test('the not-found page offers a lost visitor the search and the main pages, below the words of the specification', async ({ page }) => {
    await page.goto('/no-such-page')
    const main = page.getByRole('main')
    await expect(main.getByText("We're sorry, the page you are looking for doesn't exist or has been moved.")).toBeVisible()
    const links = main.getByRole('list', { name: 'Main pages' }).getByRole('link')
    await expect(links).toHaveText(mainPages(siteContent).map((place) => place.label))
    for (const [index, place] of mainPages(siteContent).entries()) await expect(links.nth(index)).toHaveAttribute('href', place.href)
    // The search is a plain form: it works on this page, which loads no script.
    const search = main.getByRole('search', { name: 'Search for it' })
    await search.getByRole('searchbox', { name: 'Words to look for' }).fill(siteContent.settings.playWithMe.heading)
    await search.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === siteContent.settings.playWithMe.heading)
    await expect(page.locator('#search-results').getByRole('link').first()).toHaveAttribute('href', /^\/play-with-me/)
  })
})
