import type { Page, PlaywrightTestOptions, TestFixture } from '@playwright/test'
import { displaySettings } from '#renderer/display-settings/display-settings.ts'
import { expect, test } from './support/fixtures.ts'
import { distinctPages, templateRoutes } from './support/routes.ts'
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

/** Each palette but the standard one (every page is checked in it), then the largest text in the standard one, set in turn. */
const otherDisplaySettings: Record<string, string>[] = [
  ...displaySettings
    .find((setting) => setting.name === 'palette')!
    .options.filter(({ value }) => value !== 'standard')
    .map(({ value }) => ({ palette: value })),
  { palette: 'standard', 'text-size': 'largest' },
]

test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe-core finds no WCAG 2.2 AA violation in the ${theme} theme`, () => {
    test.use({ storageState: storedTheme(theme) })

    // Every page, as most visitors see it: each story's page and each page of a list, however many the content has.
    for (const { path } of distinctPages) {
      test(`on ${path}`, { tag: '@entries' }, async ({ openHydrated }) => {
        const page = await openHydrated(path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await expectNoViolations(page)
      })
    }

    // The palettes and the largest text change how a template draws its parts, whichever entries it shows:
    // one page of each template is enough.
    for (const { path, template } of templateRoutes) {
      test(`on ${path} (${template === path ? 'its own template' : template}), in every other palette and at the largest text size`, async ({ openHydrated }) => {
        const page = await openHydrated(path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        // Set in the open page, as display-settings.js does, rather than opening the page again for each.
        for (const settings of otherDisplaySettings) {
          await page.evaluate((chosen) => {
            for (const [name, value] of Object.entries(chosen)) document.documentElement.setAttribute(`data-${name}`, value)
          }, settings)
          expect(await wcagViolations(page), JSON.stringify(settings)).toEqual([])
        }
      })
    }

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
