import { describe, expect, test } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { useBrowser } from './support/browser.ts'
import { waitForIslands } from './support/islands.ts'
import { routes } from './support/routes.ts'

const { open } = useBrowser()

/** Opens a page with the theme already chosen, as a returning visitor would see it. */
async function openInTheme(path: string, theme: 'light' | 'dark', viewport = { width: 1280, height: 800 }) {
  const page = await open('/favicon-missing-on-purpose', { viewport, reducedMotion: 'reduce' })
  await page.evaluate((value) => localStorage.setItem('senseahead:theme', value), theme)
  await page.goto(path)
  await waitForIslands(page)
  return page
}

describe('axe-core finds no WCAG 2.2 AA violation', () => {
  describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
    test.each(routes.map((route) => route.path))('on %s', async (path) => {
      const page = await openInTheme(path, theme)
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme)
      expect(await axeViolations(page)).toEqual([])
    })

    test('with an advisor profile open', async () => {
      const page = await openInTheme('/', theme)
      await page.getByRole('button', { name: 'View full profile' }).first().click()
      await page.getByRole('dialog').waitFor()
      expect(await axeViolations(page)).toEqual([])
    })

    test('with calm mode on', async () => {
      const page = await openInTheme('/', theme)
      await page.getByRole('button', { name: 'Calm mode' }).click()
      expect(await axeViolations(page)).toEqual([])
    })
  })

  describe('at 375 px wide', () => {
    test.each(['/', '/research', '/play-with-me', '/student-ambassador-signup'])('on %s, menu closed and open', async (path) => {
      const page = await openInTheme(path, 'light', { width: 375, height: 740 })
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Menu' }).click()
      expect(await axeViolations(page)).toEqual([])
    })

    test('on / in the dark theme', async () => {
      const page = await openInTheme('/', 'dark', { width: 375, height: 740 })
      expect(await axeViolations(page)).toEqual([])
    })
  })
})
