import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Moves the focus with Tab until `target` has it (at most 60 presses), as a keyboard user does. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}
