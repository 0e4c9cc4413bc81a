import type { Page } from '@playwright/test'

/**
 * Sums the layout shifts of the page's whole life, as Core Web Vitals count them, from before its
 * first paint: call before the page opens, and the function it gives reads the sum so far.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const total = window as unknown as { layoutShift: number }
    total.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) total.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
}
