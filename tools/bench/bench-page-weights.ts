import type { Checklist } from '../bench-report/checklist.ts'
import { pageWeight } from '../page-weight/page-weight.ts'
import { searchCodeAtOpen } from '../search-weight/search-code-at-open.ts'
import { BENCH_TARGETS } from './bench-targets.ts'
import { BENCHED_PAGES } from './benched-pages.ts'
import { HTML_ONLY_PAGES } from './html-only-pages.ts'

const KB = 1024
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/** Checks the JavaScript each benched page of the build in `clientRoot` loads, and that none loads the search's code when it opens. */
export function benchPageWeights(clientRoot: string, { check }: Checklist): void {
  console.log('\nJavaScript per page (gzip: when it opens; once every island has loaded; with all code loaded on demand):')
  for (const path of BENCHED_PAGES) {
    const weight = pageWeight(clientRoot, path)
    const framework = weight.scripts.filter((script) => script.src.startsWith('/assets/'))
    const sizes = `${kb(weight.initialGzipBytes)}, ${kb(weight.withIslandsGzipBytes)} with islands, ${kb(weight.totalGzipBytes)} in all`
    if (path === '/') {
      check(
        `${path} at open`,
        `${kb(weight.initialGzipBytes)} (target ≤ ${BENCH_TARGETS.homeJavaScriptAtOpenGzip / KB} KB)`,
        weight.initialGzipBytes <= BENCH_TARGETS.homeJavaScriptAtOpenGzip,
      )
      check(
        `${path} with every island`,
        `${kb(weight.withIslandsGzipBytes)} (target ≤ ${BENCH_TARGETS.homeJavaScriptWithIslandsGzip / KB} KB)`,
        weight.withIslandsGzipBytes <= BENCH_TARGETS.homeJavaScriptWithIslandsGzip,
      )
      check(`${path} with code loaded on demand`, kb(weight.totalGzipBytes), true)
    } else if (HTML_ONLY_PAGES.has(path)) check(`${path} framework code`, `${framework.length} files (target 0)`, framework.length === BENCH_TARGETS.htmlOnlyFrameworkBytes)
    else check(path, sizes, true)
  }

  console.log('\nSearch code when a page opens (gzip):')
  for (const path of BENCHED_PAGES) {
    const bytes = searchCodeAtOpen(clientRoot, path)
    check(`${path} search code at open`, `${bytes} bytes (target ${BENCH_TARGETS.searchCodeAtOpenBytes})`, bytes <= BENCH_TARGETS.searchCodeAtOpenBytes)
  }
}
