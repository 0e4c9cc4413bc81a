import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { layoutChanges, pageLayout, wcagViolations } from './wcag-violations.ts'

/**
 * The page as it is now has no WCAG 2.2 AA violation in the light theme or the dark one, each
 * checked once the colours have finished their change of theme (a button's colours ease over a
 * fifth of a second, and a colour caught half-way is no colour anyone reads). The dark theme
 * changes colours alone: once its layout is shown to be the light one's, the colour rules are all
 * that can find something new.
 */
export async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  let light: string[] = []
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'))
    if (colorScheme === 'light') {
      expect(await wcagViolations(page), `${page.url()} in light`).toEqual([])
      light = await pageLayout(page)
    } else {
      expect(await layoutChanges(page, light), `${page.url()}: the dark theme moves nothing`).toEqual([])
      expect(await wcagViolations(page, 'colour rules'), `${page.url()} in dark`).toEqual([])
    }
  }
}
