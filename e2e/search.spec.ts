import type { Locator, Page } from '@playwright/test'
import { mainPages } from '#pages/_components/main-pages/main-pages.ts'
import { storyIndexes } from '#pages/_components/story-index/story-indexes.ts'
import { expect, test } from './support/fixtures.ts'
import { siteContent } from './support/site-content.ts'
import { storyLists, type ListedStory } from './support/story-lists.ts'
import { storyPages } from './support/story-pages.ts'

// What the search must find comes from the content the build was made from: the newest story of
// each list as its cards show it (support/story-lists.ts), the first advisor and game.
const { settings } = siteContent
const newest = (path: string) => storyLists.find((list) => list.path === path)!.stories[0]!
const episode = newest('/podcasts')
const post = newest('/blog')
const advisor = siteContent.advisors[0]!
const game = siteContent.games[0]!
/** A post or episode with a page here, which a result opens. */
const storyPage = storyPages[0]!
const placeOf = (where: string, story: ListedStory) => (story.external ? `${where} on ${new URL(story.href).hostname}` : where)
/** A result's link is named by its title; one to another site opens in a new tab and says so, as the story's card does. */
const linkName = (story: ListedStory) => `${story.title}${story.external ? ' (opens in a new tab)' : ''}`

const findable = [
  { what: 'a podcast episode', query: episode.title, title: linkName(episode), href: episode.href, where: placeOf('Podcast episode', episode) },
  { what: 'a blog post', query: post.title, title: linkName(post), href: post.href, where: placeOf('Blog post', post) },
  { what: 'an advisor', query: advisor.name, title: advisor.name, href: `/#advisor-${advisor.slug}`, where: `Home page — ${settings.advisoryBoard.heading}` },
  { what: 'a game', query: game.name, title: game.name, href: `/play-with-me#game-${game.slug}`, where: `${settings.playWithMe.heading} — Games We Play` },
]

const results = (page: Page) => page.locator('#search-results')
const resultNamed = (page: Page, title: string) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })

/** Presses Tab until `target` has the focus (a bounded number of times), and expects it to have it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40 && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** Every address the page asks for from now on. */
function requestsOf(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  return requested
}

test.describe('Search', () => {
  for (const { what, query, title, href, where } of findable) {
    test(`finds ${what} by its words, saying where it is`, { tag: '@entries' }, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`)
      const result = resultNamed(page, title).first()
      await expect(result.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href)
      await expect(result.locator('.search-result__where')).toHaveText(where)
      await expect(result.locator('mark').first()).toBeVisible()
    })
  }

  test('says in plain words when nothing is found, and offers the main pages', async ({ page }) => {
    await page.goto('/search')
    const offered = page.getByRole('list', { name: 'Main pages' })
    await expect(offered).toBeHidden()
    await page.getByLabel('Words to look for').fill('zqxjvwpk')
    await expect(page.getByRole('status')).toHaveText('Nothing found for “zqxjvwpk”. Try another word, or one of the main pages below.')
    await expect(results(page).getByRole('listitem')).toHaveCount(0)
    await expect(page).toHaveURL(/\/search\?q=zqxjvwpk$/)
    await expect(offered.getByRole('link')).toHaveText(mainPages(siteContent).map((place) => place.label))
    // Words found again hide them.
    await page.getByLabel('Words to look for').fill(advisor.name)
    await expect(resultNamed(page, advisor.name).first()).toBeVisible()
    await expect(offered).toBeHidden()
  })

  test('finds nothing for a word no page holds, rather than pages sharing its first letters', async ({ page }) => {
    // Each starts like words of the site ("ad…", "me…", "pl…") but is two mistakes from every one.
    for (const query of ['adzqxv', 'mezqxw', 'plxqzk vwzq']) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`)
      await expect(page.getByRole('status')).toHaveText(`Nothing found for “${query}”. Try another word, or one of the main pages below.`)
      await expect(results(page).getByRole('listitem')).toHaveCount(0)
    }
  })

  /** The word with its two letters after the first swapped: one typing mistake. */
  const mistyped = (word: string) => word[0]! + word[2]! + word[1]! + word.slice(3)
  const longestWord = (text: string) => text.split(/[^\p{L}]+/u).toSorted((a, b) => b.length - a.length)[0]!

  for (const { what, text } of [
    { what: 'a game', text: game.name },
    { what: 'a sign-up page', text: siteContent['signup-pages'][0]!.heading },
    { what: 'the home page', text: settings.advisoryBoard.heading },
  ]) {
    test(`finds ${what} by a word typed with one mistake, as it is found by the word, and says what it looked for`, async ({ page }) => {
      const word = longestWord(text)
      await page.goto(`/search?q=${encodeURIComponent(word)}`)
      const right = results(page).getByRole('link').first()
      await expect(right).toBeVisible()
      const href = await right.getAttribute('href')
      const typo = mistyped(word)
      await page.getByLabel('Words to look for').fill(typo)
      await expect(page.getByRole('status')).toContainText(`for “${typo}”. Showing results for “${word.toLowerCase()}”.`)
      await expect(results(page).getByRole('link').first()).toHaveAttribute('href', href!)
    })
  }

  test('finds every sign-up page and the lists of stories by what they are for, first', async ({ page }) => {
    const pages = [
      ...siteContent['signup-pages'].map((signup) => ({ query: signup.heading, href: `/${signup.slug}`, where: 'Sign-up form' })),
      ...Object.values(storyIndexes).map((list) => ({ query: list.heading, href: list.path, where: 'List' })),
    ]
    for (const { query, href, where } of pages) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`)
      const first = results(page).getByRole('listitem').first()
      await expect(first.getByRole('link')).toHaveAttribute('href', href)
      await expect(first.locator('.search-result__where')).toHaveText(where)
    }
  })

  test('announces the number of results in a polite live region', async ({ page }) => {
    await page.goto('/search')
    await page.getByLabel('Words to look for').fill(advisor.name)
    const status = page.getByRole('status')
    await expect(status).toHaveText(/^(The first )?\d+ results? for “/)
    const count = Number(/\d+/.exec((await status.textContent())!)![0])
    await expect(results(page).getByRole('listitem')).toHaveCount(count)
    // role=status is a polite live region: screen readers read it when the visitor pauses.
    await expect(status).toHaveAttribute('role', 'status')
  })

  test('works from the keyboard alone: the header field, Enter, Tab to a result, Enter opens it', async ({ page }) => {
    await page.goto('/')
    const field = page.getByRole('searchbox', { name: 'Search the site' })
    await tabTo(page, field)
    await page.keyboard.type(storyPage.title)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === storyPage.title)
    const link = resultNamed(page, storyPage.title).first().getByRole('link', { name: storyPage.title, exact: true })
    await expect(link).toBeVisible()
    await tabTo(page, link)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === storyPage.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyPage.title)
  })

  test('loads no search code when the home page opens, nor the search page without words', async ({ homePage: page }) => {
    const requested = requestsOf(page)
    await page.reload()
    await expect(page.locator('[data-island]').first()).toBeAttached()
    await page.goto('/search')
    await expect(page.getByLabel('Words to look for')).toBeEditable()
    expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([])
    // The search code is the only script that names Pagefind's.
    for (const path of requested.filter((each) => each.endsWith('.js'))) {
      const response = await page.request.get(path)
      expect(await response.text(), path).not.toContain('/pagefind/pagefind.js')
    }
    await page.getByLabel('Words to look for').fill(advisor.name)
    await expect(resultNamed(page, advisor.name).first()).toBeVisible()
    expect(requested.filter((path) => path.startsWith('/pagefind/')).length).toBeGreaterThan(0)
  })

  test.describe('at 320 px wide', () => {
    test.use({ viewport: { width: 320, height: 640 } })

    test('the header keeps its search field within the page, in the menu', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Menu' }).click()
      const field = page.getByRole('searchbox', { name: 'Search the site' })
      await expect(field).toBeVisible()
      const box = (await field.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(320)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the header field opens the search page, which says where to browse instead', async ({ page }) => {
      await page.goto('/research')
      // On a wide screen the field opens when it has the focus.
      await page.getByRole('searchbox', { name: 'Search the site' }).focus()
      await page.keyboard.type(game.name)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === game.name)
      await expect(page.getByText('needs JavaScript')).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: settings.playWithMe.heading, exact: true })).toHaveAttribute('href', '/play-with-me')
    })
  })
})
