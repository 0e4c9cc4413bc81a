import { expect, type Page } from '@playwright/test'

/**
 * Hydrates every island of the page and waits until each responds to input. Islands load when
 * they near the viewport, so each is scrolled into view in turn, as a visitor reading the page
 * would; the page is then put back where it was, so that a test starts where the page opened.
 */
export async function waitForIslands(page: Page): Promise<void> {
  const opened = await page.evaluate(() => window.scrollY)
  for (const island of await page.locator('[data-island]').all()) {
    // Scrolled again if needed: in its first moments the page scrolls to where it opens, which a
    // visitor's wheel, touch or key cancels but a script's scroll, like this one, does not.
    await expect(async () => {
      await island.scrollIntoViewIfNeeded()
      await expect(island).toHaveAttribute('data-hydrated', 'true', { timeout: 2_000 })
    }).toPass()
  }
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), opened)
  await expect(page.locator('[data-island]:not([data-hydrated="true"])')).toHaveCount(0)
}
