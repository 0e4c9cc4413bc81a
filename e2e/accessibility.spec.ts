import type { Page, PlaywrightTestOptions, TestFixture } from '@playwright/test'
import { displaySettings } from '#renderer/display-settings/display-settings.ts'
import { expect, test } from './support/fixtures.ts'
import { waitForIslands } from './support/islands.ts'
import { templateRoutes, templateTitle } from './support/routes.ts'
import { layoutChanges, pageLayout, wcagViolations } from './support/wcag-violations.ts'

type Theme = 'light' | 'dark'

/** A returning visitor who chose `theme` before: the choice is in the site's storage when the first page opens. */
const storedTheme =
  (theme: Theme): TestFixture<PlaywrightTestOptions['storageState'], PlaywrightTestOptions> =>
  async ({ baseURL }, use) =>
    use({ cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'senseahead:theme', value: theme }] }] })

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

/**
 * What axe-core finds in the open page shown in `theme` with `settings`. The themes and the
 * palettes set colours alone (renderer/styles/_colours.scss): in colours other than the light
 * theme's standard ones, the page is first shown in those at the same settings, and once its layout
 * is seen to be the same, only the rules that look at colours run again, as the others can find
 * nothing new. A box that moved is itself the finding then.
 */
async function violationsIn(page: Page, theme: Theme, settings: Record<string, string> = {}): Promise<string[]> {
  const { palette = 'standard', ...layoutSettings } = settings
  if (theme === 'light' && palette === 'standard') {
    await showAs(page, theme, settings)
    return wcagViolations(page)
  }
  await showAs(page, 'light', layoutSettings)
  const reference = await pageLayout(page)
  await showAs(page, theme, settings)
  const moved = await layoutChanges(page, reference)
  return moved.length > 0 ? moved.map((box) => `moved from the light theme's standard colours: ${box}`) : wcagViolations(page, 'colour rules')
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
// (tag @entries) checks its templates in both themes, with its longer lists and its photo.
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
        const light = await pageLayout(page)
        await page.evaluate(() => localStorage.setItem('senseahead:theme', 'dark'))
        await page.reload()
        await waitForIslands(page)
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
        expect(await layoutChanges(page, light), 'the dark theme moves nothing').toEqual([])
        expect(await wcagViolations(page, 'colour rules'), 'dark').toEqual([])
      })
    })

    for (const theme of ['light', 'dark'] as const) {
      test(`on ${name}, in the ${theme} theme: in every other palette, at the largest text size and in the reading view`, async ({ openHydrated }) => {
        const page = await openHydrated(path)
        for (const settings of otherDisplaySettings) expect(await violationsIn(page, theme, settings), JSON.stringify(settings)).toEqual([])
      })
    }
  }

  for (const theme of ['light', 'dark'] as const) {
    test.describe(`in the ${theme} theme`, () => {
      test.use({ storageState: storedTheme(theme) })

      test('with an advisor profile open', { tag: '@entries' }, async ({ homePage: page }) => {
        await page.getByRole('button', { name: 'View full profile' }).first().click()
        await expect(page.getByRole('dialog')).toBeVisible()
        expect(await violationsIn(page, theme)).toEqual([])
      })

      test('on /search with results shown', async ({ page, siteContent }) => {
        await page.goto(`/search?q=${encodeURIComponent(siteContent.advisors[0]!.name)}`)
        await expect(page.locator('#search-results mark').first()).toBeVisible()
        expect(await violationsIn(page, theme)).toEqual([])
      })

      test('with the display settings open', async ({ homePage: page }) => {
        const toggle = page.getByRole('button', { name: 'Display settings', exact: true })
        await toggle.click()
        await expect(page.getByRole('group', { name: 'Display settings' })).toBeVisible()
        expect(await violationsIn(page, theme)).toEqual([])
      })
    })
  }
})

test.describe('axe-core finds no WCAG 2.2 AA violation at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 }, storageState: storedTheme('light') })

  for (const path of ['/', '/research', '/play-with-me', '/student-ambassador-signup']) {
    test(`on ${path}, menu closed and open`, async ({ openHydrated }) => {
      const page = await openHydrated(path)
      expect(await violationsIn(page, 'light')).toEqual([])
      const menu = page.getByRole('button', { name: 'Menu' })
      await menu.click()
      await expect(menu).toHaveAttribute('aria-expanded', 'true')
      expect(await violationsIn(page, 'light')).toEqual([])
    })
  }

  test.describe('in the dark theme', () => {
    test.use({ storageState: storedTheme('dark') })

    test('on /', async ({ homePage: page }) => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      expect(await wcagViolations(page)).toEqual([])
    })
  })
})

test.describe('The check itself', () => {
  test('finds what a page is given to find, by every rule or by the colour rules alone, each time it runs, and refuses a page with a frame', async ({ openHydrated }) => {
    const page = await openHydrated('/research')
    expect(await wcagViolations(page)).toEqual([])
    await page.evaluate(() => {
      const faint = Object.assign(document.createElement('p'), { id: 'faint-text', textContent: 'Text too faint to read.' })
      faint.style.cssText = 'color: #eeeeee; background: #ffffff'
      document.querySelector('main')!.append(faint, Object.assign(document.createElement('img'), { id: 'picture-without-text', src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }))
    })
    const everyRule = await wcagViolations(page)
    expect(everyRule).toContainEqual(expect.stringMatching(/^color-contrast: .*#faint-text/))
    expect(everyRule).toContainEqual(expect.stringMatching(/^image-alt: .*#picture-without-text/))
    const colourRules = await wcagViolations(page, 'colour rules')
    expect(colourRules).toEqual([expect.stringMatching(/^color-contrast: .*#faint-text/)])

    await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('iframe'), { title: 'A frame' })))
    await expect(wcagViolations(page)).rejects.toThrow(/has 1 frame/)
  })
})
