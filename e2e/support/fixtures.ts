import { test as base, expect, type Page } from '@playwright/test'
import type { SiteContent } from '#lib/content/collections.ts'
import { waitForIslands } from './islands.ts'
import { siteContent } from './site-content.ts'
import { storedSubmissions, type StoredSubmission } from './stored-submissions.ts'

interface Fixtures {
  /** Opens a path of the served site in the test's page and waits until its islands respond to input. */
  openHydrated: (path: string) => Promise<Page>
  /** The test's page on the home page, every island hydrated. */
  homePage: Page
  /** The submissions the served site stored for one form, newest last. */
  storedSubmissions: (form: string) => StoredSubmission[]
}

interface WorkerFixtures {
  /** The content the served build was made from (see site-content.ts). */
  siteContent: SiteContent
}

/** Playwright's test with what the site's browser tests share. */
export const test = base.extend<Fixtures, WorkerFixtures>({
  siteContent: [async ({}, use) => use(siteContent), { scope: 'worker' }],
  storedSubmissions: async ({}, use) => use(storedSubmissions),
  openHydrated: async ({ page }, use) =>
    use(async (path) => {
      await page.goto(path)
      await waitForIslands(page)
      return page
    }),
  homePage: async ({ openHydrated }, use) => use(await openHydrated('/')),
})

/**
 * The options of tests about something other than motion, which motion.spec.ts, navigation.spec.ts and
 * display-settings.spec.ts test: with it reduced, as a visitor may ask, /contact opens at its form at
 * once rather than after a long smooth scroll, which every click of Playwright's would wait out, and
 * the home page's video stays still.
 */
export const withoutMotion = { reducedMotion: 'reduce' } as const

export { expect }
