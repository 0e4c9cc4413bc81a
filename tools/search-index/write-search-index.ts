import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { close, createIndex } from 'pagefind'
import type { SiteContent } from '#lib/content/collections.ts'
import { builtHtmlFile } from '../page-weight/page-weight.ts'
import { searchSources, type SearchPage } from './search-sources.ts'

/** Where the search's files are served from: the page's search code loads Pagefind from here. */
export const SEARCH_FOLDER = 'pagefind'

/**
 * Gives the indexer the page's own markup, with where the page is as its metadata. Pagefind reads
 * the page from its <main> only, so the header, menu and footer every page shares are left out.
 */
function withSearchMetadata(html: string, { where, sections }: SearchPage): string {
  const metadata = [`where:${where}`, ...(sections ? ['sections:yes'] : [])]
  const marks = metadata.map((meta) => `<span data-pagefind-meta="${meta.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></span>`).join('')
  return html.replace(/<main\b[^>]*>/, (main) => main + marks)
}

/**
 * Builds the search index from the prerendered pages and the records of what has no page here
 * (`searchSources`), and writes it with Pagefind's own search code into `dist/client/pagefind/`.
 */
export async function writeSearchIndex(clientRoot: string, content: SiteContent): Promise<{ pages: number; records: number }> {
  const { pages, records } = searchSources(content)
  const { index, errors } = await createIndex({
    rootSelector: 'main',
    forceLanguage: 'en',
    // The partner and science explorers show one entry at a time: their records cover every entry.
    // A story's card (the home page's tabs) would repeat the story, which is found by itself.
    excludeSelectors: ['.partner-explorer', '.science-explorer', '.story-card', 'svg'],
  })
  if (!index) throw new Error(`The search index could not be started: ${errors.join('; ')}`)
  const problems: string[] = []
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.path, content: withSearchMetadata(readFileSync(builtHtmlFile(clientRoot, page.path), 'utf8'), page) })
    problems.push(...added.errors)
  }
  for (const { url, title, where, content: text } of records) {
    const added = await index.addCustomRecord({ url, content: text, language: 'en', meta: { title, where } })
    problems.push(...added.errors)
  }
  const written = await index.writeFiles({ outputPath: join(clientRoot, SEARCH_FOLDER) })
  problems.push(...written.errors)
  await close()
  if (problems.length > 0) throw new Error(`The search index has problems:\n${problems.join('\n')}`)
  return { pages: pages.length, records: records.length }
}
