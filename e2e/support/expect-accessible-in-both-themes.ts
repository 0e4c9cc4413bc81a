import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { wcagViolations } from './wcag-violations.ts'

/** The page as it is now has no WCAG 2.2 AA violation in the light theme or the dark one. */
export async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    expect(await wcagViolations(page), `${page.url()} in ${colorScheme}`).toEqual([])
  }
}
