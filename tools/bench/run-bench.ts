import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { checklist } from '../bench-report/checklist.ts'
import { CHROMIUM_FLAGS } from '../chromium/chromium-flags.ts'
import { chromiumPath } from '../chromium/chromium-path.ts'
import { startSite } from '../start-site/start-site.ts'
import { benchBuildTimes } from './bench-build-times.ts'
import { benchFirstSearch } from './bench-first-search.ts'
import { benchLighthouse } from './bench-lighthouse.ts'
import { benchLoadTiming } from './bench-load-timing.ts'
import { benchPageWeights } from './bench-page-weights.ts'
import { benchSearchAnswers } from './bench-search-answers.ts'

/**
 * The bench of the project under `root`: the build's time with the shipped content and with more
 * blog posts, then page weight, the search's weight and answers, load timing and Lighthouse scores of the shipped site's build,
 * each printed against its target. Gives whether every target was met.
 */
export async function runBench(root: string): Promise<boolean> {
  const clientRoot = join(root, 'dist', 'client')
  const targets = checklist({ met: '✓', missed: '✖', labelWidth: 48 })
  const corpusSearch = await benchBuildTimes(root, targets)
  try {
    benchPageWeights(clientRoot, targets)
    // Timed against the server as `npm start` runs it, the one visitors get.
    const site = await startSite()
    try {
      const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
      try {
        await benchFirstSearch(browser, site.baseUrl, root, corpusSearch, targets)
        await benchSearchAnswers(browser, site.baseUrl, targets)
        await benchLoadTiming(browser, site.baseUrl, targets)
      } finally {
        await browser.close()
      }
      await benchLighthouse(clientRoot, site.baseUrl, targets)
    } finally {
      await site.remove()
    }
  } finally {
    rmSync(corpusSearch, { recursive: true, force: true })
  }
  return !targets.failed
}
