import { defineConfig } from '@playwright/test'
import { CMS_ENV } from './e2e/cms/cms-env.ts'
import { CHROMIUM_FLAGS } from '#tools/chromium/chromium-flags.ts'
import { chromiumPath } from '#tools/chromium/chromium-path.ts'

/**
 * The browser tests of the content editor: `npm run cms` (the dev server and Decap's local
 * backend) on a temporary copy of the content, started by e2e/cms/global-setup.ts. Apart from
 * playwright.config.ts because they need the dev server, not the built site.
 */
export default defineConfig({
  testDir: 'e2e/cms',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/cms/global-setup.ts',
  // The tests edit one copy of the content, one after another.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The dev server compiles the CMS on its first visit.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-cms' }]] : 'list',
  use: {
    baseURL: process.env[CMS_ENV.baseUrl],
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
    viewport: { width: 1280, height: 900 },
    trace: 'on-first-retry',
    // As in playwright.config.ts: one context per worker, emptied between tests (Decap's own copies in
    // the site's storage go with it), rather than a new one for each; a test that fails ends the worker.
    reuseContext: true,
  },
})
