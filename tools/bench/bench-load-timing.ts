import type { Browser } from 'playwright-core'
import type { Checklist } from '../bench-report/checklist.ts'
import { BENCH_TARGETS } from './bench-targets.ts'

const TIMED_PAGES = ['/', '/research', '/play-with-me']

/** The largest contentful paint and the layout shift of a page loaded cold, as its own observers report them. */
function paintAndShift(): Promise<{ lcp: number; cls: number }> {
  return new Promise((resolve) => {
    let cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
    new PerformanceObserver((list) => resolve({ lcp: list.getEntries().at(-1)!.startTime, cls })).observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

/** Checks the paint time and the layout shift of a few pages of the site at `baseUrl`, the median of three cold loads each. */
export async function benchLoadTiming(browser: Browser, baseUrl: string, { check }: Checklist): Promise<void> {
  console.log('\nLoad timing and stability (median of 3 cold loads, 1280 × 800):')
  for (const path of TIMED_PAGES) {
    const samples: { lcp: number; cls: number }[] = []
    for (let run = 0; run < 3; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
      samples.push(await page.evaluate(paintAndShift))
      await context.close()
    }
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[1]!
    const lcp = median(samples.map((sample) => sample.lcp))
    const cls = median(samples.map((sample) => sample.cls))
    check(`${path} largest contentful paint`, `${Math.round(lcp)} ms (target ≤ ${BENCH_TARGETS.largestContentfulPaintMs} ms)`, lcp <= BENCH_TARGETS.largestContentfulPaintMs)
    check(`${path} cumulative layout shift`, `${cls.toFixed(3)} (target ≤ ${BENCH_TARGETS.cumulativeLayoutShift})`, cls <= BENCH_TARGETS.cumulativeLayoutShift)
  }
}
