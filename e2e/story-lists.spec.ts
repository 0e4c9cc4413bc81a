import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { storyLists, type ListedStory } from './support/story-lists.ts'

// What each list and page holds comes from the content the build was made from (support/story-lists.ts).

/** The card of a story in `scope`, found by its title. */
const cardOf = (page: Page, scope: Page | Locator, title: string) => scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

async function expectLinksOf(page: Page, scope: Page | Locator, stories: ListedStory[], action: string) {
  for (const story of stories) {
    const link = cardOf(page, scope, story.title).getByRole('link', { name: action })
    await expect(link).toHaveAttribute('href', story.href)
    // Named after its story, also out of context (a screen reader's list of links, a search engine).
    await expect(link).toHaveAccessibleName(`${action} “${story.title}”${story.external ? ' (opens in a new tab)' : ''}`)
    if (story.external) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    } else await expect(link).not.toHaveAttribute('target')
  }
}

for (const list of storyLists) {
  test.describe(`${list.path}`, { tag: '@entries' }, () => {
    test(`the home page's ${list.tab} tab shows the newest few, newest first, and links to all of them`, async ({ homePage: page }) => {
      const community = page.locator('#community')
      await community.getByRole('tab', { name: list.tab }).click()
      const panel = community.getByRole('tabpanel', { name: list.tab })
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(list.onHome.map((story) => story.title))
      await expectLinksOf(page, panel, list.onHome, list.action)

      await community.getByRole('link', { name: list.allLabel }).click()
      await expect(page).toHaveURL((url) => url.pathname === list.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.heading)
    })

    test('lists every story over its pages, newest first, each page with its own address, title and canonical link', async ({ page, siteContent }) => {
      const { siteUrl, name } = siteContent.settings
      for (const listPage of list.pages) {
        await page.goto(listPage.path)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(listPage.path, siteUrl).href)
        await expect(page).toHaveTitle(`${listPage.title} | ${name}`)
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(listPage.stories.map((story) => story.title))
        await expectLinksOf(page, page, listPage.stories, list.action)
      }
    })

    test('shows no page links when every story fits on one page', async ({ page }) => {
      test.skip(list.pages.length > 1, `${list.path} has more than one page`)
      await page.goto(list.path)
      await expect(page.getByRole('navigation', { name: `${list.heading} pages` })).toHaveCount(0)
    })

    test('leads from the first page to the last with Next, and back with Previous, marking the current page', async ({ page }) => {
      test.skip(list.pages.length < 2, `${list.path} has one page`)
      const pagination = page.getByRole('navigation', { name: `${list.heading} pages` })
      const previous = pagination.getByRole('link', { name: 'Previous' })
      const next = pagination.getByRole('link', { name: 'Next' })
      await page.goto(list.path)
      await expect(previous).toHaveCount(0)
      for (const listPage of list.pages.slice(1)) {
        await expect(next).toHaveAttribute('rel', 'next')
        await next.click()
        await expect(page).toHaveURL((url) => url.pathname === listPage.path)
        await expect(pagination.locator('[aria-current="page"]')).toHaveText(String(listPage.number))
      }
      await expect(next).toHaveCount(0)
      for (const listPage of list.pages.toReversed().slice(1)) {
        await expect(previous).toHaveAttribute('rel', 'prev')
        await previous.click()
        await expect(page).toHaveURL((url) => url.pathname === listPage.path)
        await expect(pagination.locator('[aria-current="page"]')).toHaveText(String(listPage.number))
      }
      await expect(previous).toHaveCount(0)
      await pagination.getByRole('link', { name: `Page ${list.pages.length}`, exact: true }).click()
      await expect(page).toHaveURL((url) => url.pathname === list.pages.at(-1)!.path)
    })

    test('has one h1 and its cards under it as h2, with no level skipped', async ({ page }) => {
      await page.goto(list.pages.at(-1)!.path)
      const levels = await page
        .getByRole('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
      expect(levels[0]).toBe(1)
      expect(levels.filter((level) => level === 1)).toHaveLength(1)
      expect(levels.every((level, index) => index === 0 || level <= levels[index - 1]! + 1)).toBe(true)
    })

    test("a story's own page links back to the list", async ({ page }) => {
      const own = list.stories.find((story) => !story.external)
      test.skip(!own, `every story of ${list.path} is published elsewhere`)
      await page.goto(own!.href)
      await page.getByRole('link', { name: `Back to ${list.heading}` }).click()
      await expect(page).toHaveURL((url) => url.pathname === list.path)
    })

    test('has no page after the last', async ({ request }) => {
      const response = await request.get(`${list.path}/page/${list.pages.length + 1}`)
      expect(response.status()).toBe(404)
    })
  })
}
