import { expect, test } from './support/fixtures.ts'
import { templateRoutes, templateTitle } from './support/routes.ts'

test.describe('Every page', () => {
  // Whether a page hydrates cleanly and fits a phone is its template's, whichever entries it shows.
  for (const route of templateRoutes) {
    const { path } = route

    test(
      `${templateTitle(route)} hydrates on a 320 px wide screen without errors or warnings, and fits it without scrolling sideways`,
      { tag: '@entries' },
      async ({ page, openHydrated }) => {
        const problems: string[] = []
        page.on('pageerror', (error) => problems.push(error.message))
        page.on('console', (message) => {
          // The not-found page is meant to answer 404; the browser reports that as a console error.
          if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('404')) problems.push(message.text())
        })
        await page.setViewportSize({ width: 320, height: 640 })
        await openHydrated(path)
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
        expect(problems).toEqual([])
      },
    )
  }

  test('prints without the header, the video and the controls', async ({ page }) => {
    await page.goto('/')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.locator('video')).toBeHidden()
    await expect(page.getByRole('button', { name: /background video/ })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
