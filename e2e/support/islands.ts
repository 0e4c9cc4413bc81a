import type { Page } from 'playwright-core'

/** Waits until every interactive island of the page has hydrated and responds to input. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((island) => island.dataset.hydrated === 'true'))
}
