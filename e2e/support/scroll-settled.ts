import type { Page } from '@playwright/test'

/** Resolves with the scroll position once the page has stopped scrolling (no change over a few frames). */
export async function scrollSettled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1
        let still = 0
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 5) resolve(window.scrollY)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
}
