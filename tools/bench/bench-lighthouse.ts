import { readdirSync } from 'node:fs'
import { launch } from 'chrome-launcher'
import type { Checklist } from '../bench-report/checklist.ts'
import { CHROMIUM_FLAGS } from '../chromium/chromium-flags.ts'
import { chromiumPath } from '../chromium/chromium-path.ts'
import { LIGHTHOUSE_CATEGORIES } from '../lighthouse/lighthouse-categories.ts'
import { median } from '../lighthouse/median.ts'
import { startNotFoundPageProxy } from '../lighthouse/not-found-page-proxy.ts'
import { runLighthouse, type LighthouseRun } from '../lighthouse/run-lighthouse.ts'
import { pagePathOf } from '../sitemap/sitemap-files.ts'
import { BENCH_TARGETS } from './bench-targets.ts'

const LIGHTHOUSE_RUNS = 3

/**
 * Checks the Lighthouse scores of every public page the build in `clientRoot` holds (the home
 * page's section routes included; the staff's content editor left out), served at `baseUrl`, and
 * of the not-found page, which Lighthouse audits only at a 200 path.
 */
export async function benchLighthouse(clientRoot: string, baseUrl: string, { check }: Checklist): Promise<void> {
  const builtPaths = readdirSync(clientRoot, { recursive: true, encoding: 'utf8' })
    .map((file) => pagePathOf(file, []))
    .filter((path) => path !== undefined)
    .toSorted()
  const notFoundProxy = await startNotFoundPageProxy(baseUrl)
  const audited = [...builtPaths.map((path) => ({ label: path, url: baseUrl + path })), { label: '404 (the not-found page)', url: notFoundProxy.url }]
  console.log(`\nLighthouse ${LIGHTHOUSE_CATEGORIES.join(' / ')} (mobile, simulated throttling; median of ${LIGHTHOUSE_RUNS} runs):`)
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS })
  try {
    for (const { label, url } of audited) {
      const runs: LighthouseRun[] = []
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await runLighthouse(url, chrome.port))
      const medians = LIGHTHOUSE_CATEGORIES.map((category) => median(runs.map((each) => each.scores[category])))
      const ok = medians.every((score) => score >= BENCH_TARGETS.lighthouseScore)
      check(label, `${medians.join(' / ')} (target ${BENCH_TARGETS.lighthouseScore} each)`, ok)
      if (!ok) for (const shortfall of new Set(runs.flatMap((each) => each.shortfalls))) console.log(`    ${shortfall}`)
    }
  } finally {
    chrome.kill()
    await notFoundProxy.close()
  }
}
