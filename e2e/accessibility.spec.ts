import type { Page, PlaywrightTestOptions, TestFixture } from '@playwright/test'
import { displaySettings } from '#renderer/display-settings/display-settings.ts'
import { expect, test } from './support/fixtures.ts'
import { waitForIslands } from './support/islands.ts'
import { templateRoutes, templateTitle } from './support/routes.ts'
import { wcagViolations } from './support/wcag-violations.ts'

type Theme = 'light' | 'dark'

/** A returning visitor who chose `theme` before: the choice is in the site's storage when the first page opens. */
const storedTheme =
  (theme: Theme): TestFixture<PlaywrightTestOptions['storageState'], PlaywrightTestOptions> =>
  async ({ baseURL }, use) =>
    use({ cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'senseahead:theme', value: theme }] }] })

async function expectNoViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([])
}

/** The display settings' defaults: what the page has before a visitor chooses. */
const defaults = Object.fromEntries(displaySettings.map((setting) => [setting.name, setting.defaultValue]))

/**
 * Puts the open page in `theme` with `chosen` display settings and every other one at its default,
 * as theme.js and display-settings.js set them, rather than opening the page again for each.
 */
async function showAs(page: Page, theme: Theme, chosen: Record<string, string>) {
  await page.evaluate(
    (attributes) => {
      for (const [name, value] of Object.entries(attributes)) document.documentElement.setAttribute(`data-${name}`, value)
    },
    { ...defaults, ...chosen, theme },
  )
}

/** Every palette but the standard one, the largest text and the plain reading view, each alone. */
const otherDisplaySettings: Record<string, string>[] = [
  ...displaySettings
    .find((setting) => setting.name === 'palette')!
    .options.filter(({ value }) => value !== 'standard')
    .map(({ value }) => ({ palette: value })),
  { 'text-size': 'largest' },
  { reading: 'on' },
]

test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })

// A page's look is its template's, whichever entries it shows: one page of each template and state
// is checked (support/routes.ts), however many stories the content has. The extended content's run
// (tag @entries) checks its templates again in both themes, with its longer lists and its photo.
test.describe('axe-core finds no WCAG 2.2 AA violation', () => {
  for (const route of templateRoutes) {
    const { path } = route
    const name = templateTitle(route)

    test.describe(() => {
      test.use({ storageState: storedTheme('light') })

      test(`on ${name}, in the light and the dark theme as a returning visitor chose it`, { tag: '@entries' }, async ({ openHydrated }) => {
        const page = await openHydrated(path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
        expect(await wcagViolations(page), 'light').toEqual([])
        await page.evaluate(() => localStorage.setItem('senseahead:theme', 'dark'))
        await page.reload()
        await waitForIslands(page)
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
        expect(await wcagViolations(page), 'dark').toEqual([])
      })
    })

    for (const theme of ['light', 'dark'] as const) {
      test(`on ${name}, in the ${theme} theme: in every other palette, at the largest text size and in the reading view`, async ({ openHydrated }) => {
        const page = await openHydrated(path)
        for (const settings of otherDisplaySettings) {
          await showAs(page, theme, settings)
          expect(await wcagViolations(page), JSON.stringify(settings)).toEqual([])
        }
      })
    }
  }

  for (const theme of ['light', 'dark'] as const) {
    test.describe(`in the ${theme} theme`, () => {
      test.use({ storageState: storedTheme(theme) })

      test('with an advisor profile open', { tag: '@entries' }, async ({ homePage: page }) => {
        await page.getByRole('button', { name: 'View full profile' }).first().click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expectNoViolations(page)
      })

      test('on /search with results shown', async ({ page, siteContent }) => {
        await page.goto(`/search?q=${encodeURIComponent(siteContent.advisors[0]!.name)}`)
        await expect(page.locator('#search-results mark').first()).toBeVisible()
        await expectNoViolations(page)
      })

      test('with the display settings open', async ({ homePage: page }) => {
        const toggle = page.getByRole('button', { name: 'Display settings', exact: true })
        await toggle.click()
        await expect(page.getByRole('group', { name: 'Display settings' })).toBeVisible()
        await expectNoViolations(page)
      })
    })
  }
})

test.describe('axe-core finds no WCAG 2.2 AA violation at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 }, storageState: storedTheme('light') })

  for (const path of ['/', '/research', '/play-with-me', '/student-ambassador-signup']) {
    test(`on ${path}, menu closed and open`, async ({ openHydrated }) => {
      const page = await openHydrated(path)
      await expectNoViolations(page)
      const menu = page.getByRole('button', { name: 'Menu' })
      await menu.click()
      await expect(menu).toHaveAttribute('aria-expanded', 'true')
      await expectNoViolations(page)
    })
  }

  test.describe('in the dark theme', () => {
    test.use({ storageState: storedTheme('dark') })

    test('on /', async ({ homePage: page }) => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      await expectNoViolations(page)
    })
  })
})
