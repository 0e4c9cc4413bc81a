import type { Page } from '@playwright/test'

/**
 * Holds every request whose address ends in `path` (a glob) at the browser until the returned
 * function is called, so that a test can look at the page while the request is on its way, and
 * then let it go on.
 */
export async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${path}`, async (route) => {
    await released
    // The page may have gone (the test ended) while the request was held.
    await route.continue().catch(() => undefined)
  })
  return release
}
