import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { SERVED_SITE_ENV } from './e2e/support/served-site-env.ts'
import { CHROMIUM_FLAGS } from '#tools/chromium/chromium-flags.ts'
import { chromiumPath } from '#tools/chromium/chromium-path.ts'

/**
 * The browser tests: the real build, served by the real server (e2e/support/global-setup.ts starts
 * it as `npm start` would), in Debian's Chromium or the one CHROME_PATH names.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The content editor's tests run on the dev server, with playwright.cms.config.ts.
  testIgnore: /[\\/]e2e[\\/]cms[\\/]/,
  globalSetup: './e2e/support/global-setup.ts',
  // A browser per core: the tests share one served site, and each takes what it expects from the
  // content and makes its own sign-ups, so none waits on another's.
  workers: availableParallelism(),
  // Test by test, not file by file: a file's tests (the accessibility checks, say) would otherwise
  // all run in one browser while the others wait with nothing left to do.
  fullyParallel: true,
  // On a loaded two-core CI machine a browser can miss a timing once; a real fault fails twice.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // Set by the global setup; Playwright reads this file again in each worker, after it ran.
    baseURL: process.env[SERVED_SITE_ENV.baseUrl],
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
    trace: 'on-first-retry',
    // A new browser context costs a test about half a CPU-second on top of its first page, a tenth
    // of the run on two cores. Playwright empties the one it keeps between tests (cookies, the cache,
    // every site's storage, routes, clock, emulation; a test that changes its storage state still
    // gets a new one), none of these tests leaves anything else changed, and a failing test ends its
    // worker, so what it left behind never reaches the next test.
    reuseContext: true,
  },
})
