import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageWeight } from '../page-weight/page-weight.ts'
import { SEARCH_PATH } from './search-files.ts'

/**
 * The gzip bytes of search code a built page loads when it opens: Pagefind's files, and any script
 * that loads them (the search page's results code names Pagefind's address; nothing else does).
 */
export function searchCodeAtOpen(clientRoot: string, pagePath: string): number {
  return pageWeight(clientRoot, pagePath)
    .scripts.filter((script) => script.step === 0)
    .filter((script) => script.src.startsWith(SEARCH_PATH) || readFileSync(join(clientRoot, script.src), 'utf8').includes(`${SEARCH_PATH}pagefind.js`))
    .reduce((total, script) => total + script.gzipBytes, 0)
}
