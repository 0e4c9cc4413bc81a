/**
 * `npm run bench`: the build's time with the shipped content and with 1,000 more blog posts, then
 * page weight, load timing and Lighthouse scores of the shipped site's build, against the targets.
 * Prints a table and exits with an error when a target is missed.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launch } from 'chrome-launcher'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS } from '../tools/chromium/chromium-flags.ts'
import { chromiumPath } from '../tools/chromium/chromium-path.ts'
import { LIGHTHOUSE_CATEGORIES } from '../tools/lighthouse/lighthouse-categories.ts'
import { median } from '../tools/lighthouse/median.ts'
import { startNotFoundPageProxy } from '../tools/lighthouse/not-found-page-proxy.ts'
import { runLighthouse, type LighthouseRun } from '../tools/lighthouse/run-lighthouse.ts'
import { pageWeight } from '../tools/page-weight/page-weight.ts'
import { pagePathOf } from '../tools/sitemap/sitemap-files.ts'
import { startSite } from '../tools/start-site/start-site.ts'
import { timedBuild } from '../tools/build-timing/timed-build.ts'
import { writeStoryCorpus } from '../tools/story-corpus/write-story-corpus.ts'
import { firstQueryWeight } from '../tools/search-weight/first-query-weight.ts'
import { searchCodeAtOpen } from '../tools/search-weight/search-code-at-open.ts'
import { SEARCH_PATH, searchIndexBytes } from '../tools/search-weight/search-files.ts'
import { newestFirst } from '../lib/content/newest-first.ts'
import { contentFolder } from '../lib/content/content-folder.ts'
import { loadContentOnce } from '../lib/content/load-content-once.server.ts'

const clientRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))
const KB = 1024
const targets = {
  /** Generated posts added to a copy of the content, to see how the build and the pages grow. */
  extraPosts: 1000,
  /** What the extra posts may add to the build's time: at most the shipped site's whole build. */
  extraBuildTimeRatio: 1,
  /** The home page shows the newest few posts, so its HTML stays this small however many there are. */
  homeHtmlBytesWithExtraPosts: 80 * KB,
  /** Before any island: the page scripts and the loader that watches the islands. */
  homeJavaScriptAtOpenGzip: 15 * KB,
  /** Once every island has loaded (the form checks, loaded when a form is first sent, apart). */
  homeJavaScriptWithIslandsGzip: 110 * KB,
  htmlOnlyFrameworkBytes: 0,
  /** On this machine, against the local server: a regression alarm, not a field measurement. */
  largestContentfulPaintMs: 1500,
  /** Media boxes are sized in the HTML, so nothing should move while the page loads. */
  cumulativeLayoutShift: 0.01,
  /** The search's code loads when there are words to look for, on no page when it opens. */
  searchCodeAtOpenBytes: 0,
  /** A first search on the search page: the search code, Pagefind's and the parts of the index it needs, compressed. */
  firstQueryBytes: 150 * KB,
  /** Each Lighthouse category, median of three runs, on every page. */
  lighthouseScore: 100,
}
const LIGHTHOUSE_RUNS = 3
const BUILD_RUNS = 2
const pages = ['/', '/research', '/podcasts', '/blog', '/play-with-me', '/community-signup', '/advisor-signup', '/student-ambassador-signup', '/search', '/404']
/** Pages without islands, which must load no framework code. */
const htmlOnlyPages = new Set(['/research', '/podcasts', '/blog', '/404'])

let failed = false
const report = (label: string, value: string, ok: boolean) => {
  if (!ok) failed = true
  console.log(`${ok ? '✓' : '✖'} ${label.padEnd(48)} ${value}`)
}

// Both builds in the same run, on the same machine: each twice, taking turns, and the faster of
// each pair counts, so that a burst of other work on the machine does not fall on one build only.
// The shipped site's build comes last, so that it is the one left in dist/ for the measures below.
const corpus = mkdtempSync(join(tmpdir(), 'senseahead-bench-content-'))
// The search's files of the build with the extra posts, kept to measure a first search on them.
const corpusSearch = mkdtempSync(join(tmpdir(), 'senseahead-bench-search-'))
const corpusRuns: number[] = []
const shippedRuns: number[] = []
let homeHtmlBytes = 0
try {
  cpSync('content', corpus, { recursive: true })
  writeStoryCorpus(corpus, 'blog-posts', targets.extraPosts)
  for (let run = 0; run < BUILD_RUNS; run += 1) {
    corpusRuns.push(timedBuild({ CONTENT_DIR: corpus, NODE_ENV: 'production' }))
    homeHtmlBytes = statSync(join(clientRoot, 'index.html')).size
    cpSync(join(clientRoot, SEARCH_PATH), corpusSearch, { recursive: true })
    shippedRuns.push(timedBuild())
  }
} finally {
  rmSync(corpus, { recursive: true, force: true })
}
const [corpusSeconds, shippedSeconds] = [Math.min(...corpusRuns), Math.min(...shippedRuns)]
const extraSeconds = corpusSeconds - shippedSeconds
console.log(`Build (npm run build; the faster of ${BUILD_RUNS} runs each):`)
report('with the shipped content', `${shippedSeconds.toFixed(1)} s`, true)
report(
  `with ${targets.extraPosts} more blog posts`,
  `${corpusSeconds.toFixed(1)} s: ${extraSeconds.toFixed(1)} s more, ${(extraSeconds / shippedSeconds).toFixed(2)} × the shipped build (target ≤ ${targets.extraBuildTimeRatio})`,
  extraSeconds <= shippedSeconds * targets.extraBuildTimeRatio,
)
report(
  `home page HTML with ${targets.extraPosts} more posts`,
  `${(homeHtmlBytes / KB).toFixed(1)} KB (target < ${targets.homeHtmlBytesWithExtraPosts / KB} KB)`,
  homeHtmlBytes < targets.homeHtmlBytesWithExtraPosts,
)

console.log('\nJavaScript per page (gzip: when it opens; once every island has loaded; with all code loaded on demand):')
for (const path of pages) {
  const weight = pageWeight(clientRoot, path)
  const framework = weight.scripts.filter((script) => script.src.startsWith('/assets/'))
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
  const sizes = `${kb(weight.initialGzipBytes)}, ${kb(weight.withIslandsGzipBytes)} with islands, ${kb(weight.totalGzipBytes)} in all`
  if (path === '/') {
    report(`${path} at open`, `${kb(weight.initialGzipBytes)} (target ≤ ${targets.homeJavaScriptAtOpenGzip / KB} KB)`, weight.initialGzipBytes <= targets.homeJavaScriptAtOpenGzip)
    report(
      `${path} with every island`,
      `${kb(weight.withIslandsGzipBytes)} (target ≤ ${targets.homeJavaScriptWithIslandsGzip / KB} KB)`,
      weight.withIslandsGzipBytes <= targets.homeJavaScriptWithIslandsGzip,
    )
    report(`${path} with code loaded on demand`, kb(weight.totalGzipBytes), true)
  } else if (htmlOnlyPages.has(path)) report(`${path} framework code`, `${framework.length} files (target 0)`, framework.length === targets.htmlOnlyFrameworkBytes)
  else report(path, sizes, true)
}

console.log('\nSearch code when a page opens (gzip):')
for (const path of pages) {
  const bytes = searchCodeAtOpen(clientRoot, path)
  report(`${path} search code at open`, `${bytes} bytes (target ${targets.searchCodeAtOpenBytes})`, bytes <= targets.searchCodeAtOpenBytes)
}

// Timed against the server as `npm start` runs it, the one visitors get.
const site = await startSite()
const { baseUrl } = site
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })

// A word of the newest post's title, as a visitor who read it might look for it again.
const { content } = loadContentOnce(process.cwd(), contentFolder(process.cwd()))
const query =
  newestFirst(content!['blog-posts'])[0]!
    .title.split(/\W+/)
    .find((word) => word.length > 4) ?? 'sensory'
console.log(`\nSearch (a first search for “${query}” on /search, compressed as sent):`)
try {
  const shipped = await firstQueryWeight(browser, baseUrl, query, clientRoot)
  report(
    'first search, shipped site',
    `${(shipped.bytes / KB).toFixed(1)} KB in ${shipped.files} files (target ≤ ${targets.firstQueryBytes / KB} KB); index ${(searchIndexBytes(join(clientRoot, SEARCH_PATH)) / KB).toFixed(1)} KB`,
    shipped.bytes <= targets.firstQueryBytes,
  )
  const extra = await firstQueryWeight(browser, baseUrl, query, clientRoot, corpusSearch)
  report(
    `first search, with ${targets.extraPosts} more posts`,
    `${(extra.bytes / KB).toFixed(1)} KB in ${extra.files} files; index ${(searchIndexBytes(corpusSearch) / KB).toFixed(1)} KB`,
    true,
  )
} finally {
  rmSync(corpusSearch, { recursive: true, force: true })
}
console.log('\nLoad timing and stability (median of 3 cold loads, 1280 × 800):')
for (const path of ['/', '/research', '/play-with-me']) {
  const samples: { lcp: number; cls: number }[] = []
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
    samples.push(
      await page.evaluate(
        () =>
          new Promise<{ lcp: number; cls: number }>((resolve) => {
            let cls = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) cls += entry.value
            }).observe({ type: 'layout-shift', buffered: true })
            new PerformanceObserver((list) => resolve({ lcp: list.getEntries().at(-1)!.startTime, cls })).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      ),
    )
    await context.close()
  }
  const median = (values: number[]) => values.toSorted((a, b) => a - b)[1]!
  const lcp = median(samples.map((sample) => sample.lcp))
  const cls = median(samples.map((sample) => sample.cls))
  report(`${path} largest contentful paint`, `${Math.round(lcp)} ms (target ≤ ${targets.largestContentfulPaintMs} ms)`, lcp <= targets.largestContentfulPaintMs)
  report(`${path} cumulative layout shift`, `${cls.toFixed(3)} (target ≤ ${targets.cumulativeLayoutShift})`, cls <= targets.cumulativeLayoutShift)
}
await browser.close()

// Every public page the build holds (the home page's section routes included; the staff's content
// editor left out), and the not-found page, which Lighthouse audits only at a 200 path.
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
    const ok = medians.every((score) => score >= targets.lighthouseScore)
    report(label, `${medians.join(' / ')} (target ${targets.lighthouseScore} each)`, ok)
    if (!ok) for (const shortfall of new Set(runs.flatMap((each) => each.shortfalls))) console.log(`    ${shortfall}`)
  }
} finally {
  chrome.kill()
  await notFoundProxy.close()
  await site.remove()
}
process.exit(failed ? 1 : 0)
