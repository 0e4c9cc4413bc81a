import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { CHROMIUM_FLAGS } from '../../tools/chromium/chromium-flags.ts'
import { chromiumPath } from '../../tools/chromium/chromium-path.ts'

/**
 * One Chromium per test file. `open()` gives a fresh page in a fresh context (so storage does not
 * leak between tests) at a path of the served build.
 */
export function useBrowser() {
  let browser: Browser
  const contexts: { close(): Promise<void> }[] = []
  beforeAll(async () => {
    const executablePath = chromiumPath()
    if (!executablePath) throw new Error("Chromium not found: install Debian's chromium or set CHROME_PATH.")
    browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
  })
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)))
    await browser?.close()
  })
  const baseUrl = inject('baseUrl')
  return {
    baseUrl,
    async open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
      const context = await browser.newContext({ baseURL: baseUrl, ...options })
      contexts.push(context)
      const page = await context.newPage()
      await page.goto(path)
      return page
    },
  }
}
