import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { wcagViolations } from './wcag-violations.ts'

/**
 * The page as it is now has no WCAG 2.2 AA violation in the light theme or the dark one, each
 * checked once the colours have finished their change of theme (a button's colours ease over a
 * fifth of a second, and a colour caught half-way is no colour anyone reads).
 */
export async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'))
    expect(await wcagViolations(page), `${page.url()} in ${colorScheme}`).toEqual([])
  }
}
