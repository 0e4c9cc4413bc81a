import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { contentFolder } from '#lib/content/content-folder.server.ts'
import { loadContentOnce } from '#lib/content/load-content-once.server.ts'
import { newestFirst } from '#lib/content/newest-first.ts'
import type { Checklist } from '../bench-report/checklist.ts'
import { firstQueryWeight } from '../search-weight/first-query-weight.ts'
import { SEARCH_PATH, searchIndexBytes } from '../search-weight/search-files.ts'
import { BENCH_TARGETS } from './bench-targets.ts'

const KB = 1024

/**
 * Checks what a first search on /search downloads, on the shipped site at `baseUrl` and with the
 * search files of the build with more posts (`corpusSearch`) served in place of its own.
 */
export async function benchFirstSearch(browser: Browser, baseUrl: string, root: string, corpusSearch: string, { check }: Checklist): Promise<void> {
  const clientRoot = join(root, 'dist', 'client')
  // A word of the newest post's title, as a visitor who read it might look for it again.
  const { content } = loadContentOnce(root, contentFolder(root))
  const query =
    newestFirst(content!['blog-posts'])[0]!
      .title.split(/\W+/)
      .find((word) => word.length > 4) ?? 'sensory'
  console.log(`\nSearch (a first search for “${query}” on /search, compressed as sent):`)
  const shipped = await firstQueryWeight(browser, baseUrl, query, clientRoot)
  check(
    'first search, shipped site',
    `${(shipped.bytes / KB).toFixed(1)} KB in ${shipped.files} files (target ≤ ${BENCH_TARGETS.firstQueryBytes / KB} KB); index ${(searchIndexBytes(join(clientRoot, SEARCH_PATH)) / KB).toFixed(1)} KB`,
    shipped.bytes <= BENCH_TARGETS.firstQueryBytes,
  )
  const extra = await firstQueryWeight(browser, baseUrl, query, clientRoot, corpusSearch)
  check(
    `first search, with ${BENCH_TARGETS.extraPosts} more posts`,
    `${(extra.bytes / KB).toFixed(1)} KB in ${extra.files} files; index ${(searchIndexBytes(corpusSearch) / KB).toFixed(1)} KB`,
    true,
  )
}
