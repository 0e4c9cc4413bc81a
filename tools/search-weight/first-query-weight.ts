import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { SEARCH_PATH, sentBytes } from './search-files.ts'

/**
 * What a visitor's first search downloads on the search page, once it has opened: the search code,
 * Pagefind's code and the parts of the index the words need, each counted as the build's file is
 * sent (compressed). `searchFolder` is where the search's files are read from; when it is not the
 * served build's, the browser is given them from there instead of the server's (a build of other content).
 */
export async function firstQueryWeight(
  browser: Browser,
  baseUrl: string,
  query: string,
  clientRoot: string,
  searchFolder = join(clientRoot, SEARCH_PATH),
): Promise<{ bytes: number; files: number; results: string }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const fileOf = (path: string) => (path.startsWith(SEARCH_PATH) ? join(searchFolder, path.slice(SEARCH_PATH.length)) : join(clientRoot, path))
  if (searchFolder !== join(clientRoot, SEARCH_PATH)) {
    await page.route(`${baseUrl}${SEARCH_PATH}**`, (route) => route.fulfill({ path: fileOf(new URL(route.request().url()).pathname) }))
  }
  try {
    await page.goto(`${baseUrl}/search`)
    const fetched = new Set<string>()
    page.on('request', (request) => void fetched.add(new URL(request.url()).pathname))
    await page.getByLabel('Words to look for').fill(query)
    const status = page.getByRole('status')
    await status.filter({ hasText: query }).waitFor()
    return { bytes: [...fetched].reduce((total, path) => total + sentBytes(fileOf(path)), 0), files: fetched.size, results: (await status.textContent()) ?? '' }
  } finally {
    await context.close()
  }
}
