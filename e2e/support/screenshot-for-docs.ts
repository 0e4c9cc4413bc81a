import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Page } from '@playwright/test'

/** With UPDATE_SCREENSHOTS=1, takes the picture the docs show at `path` (like `docs/cms/new-game.png`) again, in the light theme; otherwise does nothing. */
export async function screenshotForDocs(page: Page, path: string): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return
  mkdirSync(dirname(path), { recursive: true })
  await page.emulateMedia({ colorScheme: 'light' })
  await page.screenshot({ path })
}
