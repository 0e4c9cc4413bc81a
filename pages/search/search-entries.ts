import type { PagefindResult } from './pagefind-api.ts'

/** One result as the search page shows it. */
export interface SearchEntry {
  title: string
  url: string
  /** Where it is: "Blog post", "Home page — Our Board of Advisors"… */
  where: string
  excerpt: string
}

/** How many parts of one page (the home page's sections, say) may be results of their own. */
const PARTS_PER_PAGE = 3

/**
 * The entries of one of Pagefind's results. A page made of parts (its metadata says `sections`)
 * gives one entry per part that holds the words, leading to its heading and named with the h2 it
 * is under; any other page or record gives one entry.
 */
export function searchEntries(result: PagefindResult): SearchEntry[] {
  const where = result.meta.where ?? ''
  const parts = result.meta.sections ? result.sub_results.filter((part) => part.anchor) : []
  if (parts.length === 0) return [{ title: result.meta.title ?? result.url, url: result.url, where, excerpt: result.excerpt }]
  return parts.slice(0, PARTS_PER_PAGE).map((part) => {
    const section = result.anchors.filter((anchor) => anchor.element === 'h2' && anchor.location <= part.anchor!.location).at(-1)
    return { title: part.title, url: part.url, where: section && section.id !== part.anchor!.id ? `${where} — ${section.text}` : where, excerpt: part.excerpt }
  })
}
