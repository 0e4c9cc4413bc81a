import type { Browser, Page } from 'playwright-core'
import type { Checklist } from '../bench-report/checklist.ts'
import { BENCH_TARGETS } from './bench-targets.ts'
import { SEARCH_QUERIES } from './search-queries.ts'

/** Where the first result of a query leads: its whole address, or `null` when the page says nothing was found. */
async function firstResult(page: Page, query: string): Promise<URL | null> {
  await page.getByLabel('Words to look for').fill(query)
  await page
    .getByRole('status')
    .filter({ hasText: `“${query}”` })
    .waitFor()
  const link = page.locator('#search-results a').first()
  return (await link.count()) > 0 ? new URL(await link.evaluate((element: HTMLAnchorElement) => element.href)) : null
}

/**
 * Types each query of `SEARCH_QUERIES` into the search page at `baseUrl`, as a visitor does, and
 * gives where its first result leads (`null`: nothing found) beside where it should.
 */
async function searchAnswers(browser: Browser, baseUrl: string): Promise<{ query: string; expected: string | null; first: string | null }[]> {
  const page = await browser.newPage()
  try {
    await page.goto(`${baseUrl}/search`)
    const answers = []
    for (const entry of SEARCH_QUERIES) {
      const first = await firstResult(page, entry.query)
      if ('sameAs' in entry) {
        const right = await firstResult(page, entry.sameAs)
        answers.push({ query: entry.query, expected: right?.href ?? null, first: first?.href ?? null })
      } else {
        // The part after # counts only where the answer names a section.
        const leadsTo = first && (entry.answer?.includes('#') ? `${first.pathname}${first.hash}` : first.pathname)
        answers.push({ query: entry.query, expected: entry.answer, first: leadsTo })
      }
    }
    return answers
  } finally {
    await page.close()
  }
}

/** Checks how many queries of `SEARCH_QUERIES` find the right first result on the site at `baseUrl`, naming each that does not. */
export async function benchSearchAnswers(browser: Browser, baseUrl: string, { check }: Checklist): Promise<void> {
  const answers = await searchAnswers(browser, baseUrl)
  const wrong = answers.filter(({ expected, first }) => first !== expected)
  for (const { query, expected, first } of wrong) console.log(`  “${query}” found ${first ?? 'nothing'} first, not ${expected ?? 'nothing'}`)
  const right = answers.length - wrong.length
  check(
    'search: right first result',
    `${right} of ${answers.length} queries (${Math.round((right / answers.length) * 100)} %, target ≥ ${BENCH_TARGETS.searchAnswersRight * 100} %)`,
    right / answers.length >= BENCH_TARGETS.searchAnswersRight,
  )
}
