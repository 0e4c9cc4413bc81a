import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { close, createIndex } from 'pagefind'
import type { SiteContent } from '#lib/content/collections.ts'
import { searchUrls } from '#pages/search/search-urls.ts'
import { builtHtmlFile } from '../page-weight/page-weight.ts'
import { builtPagePaths } from '../sitemap/built-page-paths.ts'
import { searchSources, type SearchPage } from './search-sources.ts'
import { siteWords } from './site-words.ts'

/** Where the search's files are served from: the page's search code loads Pagefind from here. */
export const SEARCH_FOLDER = 'pagefind'

/** Pagefind's weight of an h1: what a page is for is found as strongly as its heading. */
const HEADING_WEIGHT = 7

const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/**
 * Gives the indexer the page's own markup, with where the page is as its metadata and, when it is
 * `described`, its description (already escaped in its <meta>). Pagefind reads the page from its
 * <main> only, so the header, menu and footer every page shares are left out.
 */
function withSearchMetadata(html: string, { where, sections, described }: SearchPage): string {
  const metadata = [`where:${where}`, ...(sections ? ['sections:yes'] : [])]
  const marks = metadata.map((meta) => `<span data-pagefind-meta="${attribute(meta)}"></span>`).join('')
  const description = described ? (/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '') : ''
  const purpose = description && `<p data-pagefind-weight="${HEADING_WEIGHT}">${description}</p>`
  return html.replace(/<main\b[^>]*>/, (main) => main + marks + purpose)
}

/**
 * Builds the search index from the prerendered pages and the records of what has no page here
 * (`searchSources`), and writes it with Pagefind's own search code into `dist/client/pagefind/`,
 * with the words it holds (`siteWords`), by which the search page corrects a mistyped word.
 */
export async function writeSearchIndex(clientRoot: string, content: SiteContent): Promise<{ pages: number; records: number }> {
  const { pages, records } = searchSources(content, builtPagePaths(clientRoot))
  const { index, errors } = await createIndex({
    rootSelector: 'main',
    forceLanguage: 'en',
    // The partner and science explorers show one entry at a time: their records cover every entry.
    // A story's card (the home page's tabs, the lists) would repeat the story, which is found by itself.
    excludeSelectors: ['.partner-explorer', '.science-explorer', '.story-card', 'svg'],
  })
  if (!index) throw new Error(`The search index could not be started: ${errors.join('; ')}`)
  const problems: string[] = []
  const indexed: string[] = []
  for (const page of pages) {
    const html = withSearchMetadata(readFileSync(builtHtmlFile(clientRoot, page.path), 'utf8'), page)
    indexed.push(html)
    const added = await index.addHTMLFile({ url: page.path, content: html })
    problems.push(...added.errors)
  }
  for (const { url, title, where, content: text } of records) {
    indexed.push(text)
    const added = await index.addCustomRecord({ url, content: text, language: 'en', meta: { title, where } })
    problems.push(...added.errors)
  }
  const written = await index.writeFiles({ outputPath: join(clientRoot, SEARCH_FOLDER) })
  problems.push(...written.errors)
  await close()
  if (problems.length > 0) throw new Error(`The search index has problems:\n${problems.join('\n')}`)
  writeFileSync(join(clientRoot, searchUrls.words), JSON.stringify(siteWords(indexed)))
  return { pages: pages.length, records: records.length }
}
