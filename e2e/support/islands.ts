import { expect, type Page } from '@playwright/test'

/**
 * Hydrates every island of the page and waits until each responds to input. An island loads when
 * it nears the viewport or when a visitor first uses it (hydrate-islands-when-needed.ts): each is
 * told of a first use, as a visitor's focus tells it, so the page stays where it opened rather than
 * being scrolled and drawn down its whole length, which took half the CPU a test of the home page
 * used. Both ways in have tests of their own in lazy-hydration.spec.ts.
 */
export async function waitForIslands(page: Page): Promise<void> {
  const waiting = page.locator('[data-island]:not([data-hydrated="true"])')
  // Told again until each has hydrated: the page's module script, which listens, may not have run yet.
  await expect(async () => {
    await waiting.evaluateAll((islands) => {
      for (const island of islands) island.dispatchEvent(new FocusEvent('focusin'))
    })
    await expect(waiting).toHaveCount(0, { timeout: 2_000 })
  }).toPass()
}
