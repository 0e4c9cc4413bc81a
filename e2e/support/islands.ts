import { expect, type Page } from '@playwright/test'

/**
 * Hydrates every island of the page and waits until each responds to input. Islands load when
 * they near the viewport, so each is scrolled into view in turn, as a visitor reading the page
 * would; the page is then put back where it was, so that a test starts where the page opened.
 */
export async function waitForIslands(page: Page): Promise<void> {
  const opened = await page.evaluate(() => window.scrollY)
  for (const island of await page.locator('[data-island]').all()) {
    await island.scrollIntoViewIfNeeded()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
  }
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), opened)
  await expect(page.locator('[data-island]:not([data-hydrated="true"])')).toHaveCount(0)
}
