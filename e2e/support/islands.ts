import { expect, type Page } from '@playwright/test'

/** Waits until every interactive island of the page has hydrated and responds to input. */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('[data-island]:not([data-hydrated="true"])')).toHaveCount(0)
}
