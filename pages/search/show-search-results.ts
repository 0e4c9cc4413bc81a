import type { PagefindApi } from './pagefind-api.ts'
import { searchElementIds } from './search-element-ids.ts'
import { searchEntries, type SearchEntry } from './search-entries.ts'
import { searchUrls } from './search-urls.ts'
import { understoodQuery } from './understood-query.ts'
import { wordsOf } from './words-of.ts'
/** Pagefind's results are loaded 10 at a time: each costs a small download. */
const SHOWN = 10

interface Search {
  pagefind: PagefindApi
  siteWords: string[]
}

let loaded: Promise<Search> | undefined
/** Pagefind's code (written with the index by the build, loaded from the site at run time, not bundled) and the site's words. */
const loadSearch = () =>
  (loaded ??= Promise.all([
    (import(/* @vite-ignore */ searchUrls.pagefind) as Promise<PagefindApi>).then(async (api) => {
      // In the page itself rather than a worker: the page's Content-Security-Policy lets it run WebAssembly, which a worker's own would not.
      await api.options({ excerptLength: 24, noWorker: true })
      return api
    }),
    fetch(searchUrls.words).then((response) => {
      if (!response.ok) throw new Error(`${searchUrls.words}: ${response.status}`)
      return response.json() as Promise<string[]>
    }),
  ]).then(([pagefind, siteWords]) => ({ pagefind, siteWords })))

const status = document.getElementById(searchElementIds.status)!
const list = document.getElementById(searchElementIds.results)!
const mainPages = document.getElementById(searchElementIds.mainPages)!

/** Counts the searches, so that only the latest shows its results, whichever ends first. */
let searches = 0

/** Finds the words and shows the results, with their count in the live region screen readers announce. */
export async function showSearchResults(query: string): Promise<void> {
  const search = (searches += 1)
  if (!query) {
    show('', [])
    return
  }
  let words: string[]
  let found: Awaited<ReturnType<PagefindApi['debouncedSearch']>>
  try {
    const { pagefind, siteWords } = await loadSearch()
    words = understoodQuery(query, siteWords)
    // No word of the site is near what was typed: Pagefind is not asked, as it would find pages by a word's first letters alone.
    found = words.length > 0 ? await pagefind.debouncedSearch(words.join(' '), {}, 250) : { results: [] }
  } catch {
    loaded = undefined
    show('The search could not be loaded. Check your connection and try again.', [])
    return
  }
  // A later search, for what the visitor typed since, shows its own results.
  if (!found || search !== searches) return
  const entries = (await Promise.all(found.results.slice(0, SHOWN).map(async (result) => searchEntries(await result.data())))).flat()
  if (search !== searches) return
  if (entries.length === 0) {
    show(`Nothing found for “${query}”. Try another word, or one of the main pages below.`, [], { offerMainPages: true })
    return
  }
  // A page of several parts can give several entries: the count is of the entries shown.
  const count = entries.length
  const more = found.results.length > SHOWN
  // A word corrected, or one the site does not hold left out: the visitor is told what was looked for.
  const searched = words.join(' ')
  const instead = searched === wordsOf(query).join(' ') ? '' : ` Showing results for “${searched}”.`
  show(`${more ? 'The first ' : ''}${count} ${count === 1 ? 'result' : 'results'} for “${query}”.${instead}${more ? ' More words find fewer.' : ''}`, entries)
}

/** Writes the message into the live region and the entries into the list, and offers the main pages when asked. */
function show(message: string, entries: SearchEntry[], { offerMainPages = false } = {}): void {
  status.textContent = message
  list.replaceChildren(...entries.map(resultItem))
  mainPages.hidden = !offerMainPages
}

function resultItem({ title, url, where, excerpt }: SearchEntry): HTMLLIElement {
  const item = element('li', 'search-result')
  const heading = element('h3', 'search-result__title')
  const link = element('a')
  link.href = url
  link.textContent = title
  // As on the cards: a story published elsewhere opens in a new tab, and says so.
  if (!url.startsWith('/')) {
    link.target = '_blank'
    link.rel = 'noopener noreferrer'
    const note = element('span', 'visually-hidden')
    note.textContent = ' (opens in a new tab)'
    link.append(note)
  }
  heading.append(link)
  const place = element('p', 'search-result__where')
  place.textContent = where
  const words = element('p', 'search-result__excerpt')
  words.append(...markedText(excerpt))
  item.append(heading, place, words)
  return item
}

/**
 * The excerpt as text with the found words marked: only Pagefind's <mark> elements are kept, so
 * nothing else in it can become markup. An inert <template> reads it without running or loading anything.
 */
function markedText(excerpt: string): Node[] {
  const template = document.createElement('template')
  template.innerHTML = excerpt
  return [...template.content.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '')
    const mark = element('mark')
    mark.textContent = node.textContent
    return mark
  })
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  if (className) made.className = className
  return made
}
