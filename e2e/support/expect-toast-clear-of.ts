import { expect, type Locator } from '@playwright/test'

/** How many pixels two boxes share, in height; 0 when they do not overlap. */
const overlap = (a: { y: number; height: number }, b: { y: number; height: number }) => Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))

/**
 * The `toast` on screen leaves each of `kept` readable: no part of the window holds both. Compared by
 * height only, since on a phone the toast spans the window's width. The page is meant to reduce
 * motion, so the toast does not slide in.
 */
export async function expectToastClearOf(toast: Locator, kept: Locator[]): Promise<void> {
  await expect(toast).toBeVisible()
  const toastBox = (await toast.boundingBox())!
  for (const locator of kept) {
    const box = (await locator.boundingBox())!
    expect(overlap(toastBox, box), `the toast covers ${await locator.evaluate((element) => element.outerHTML.slice(0, 80))}`).toBe(0)
  }
}
