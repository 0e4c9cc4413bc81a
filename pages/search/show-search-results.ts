import type { PagefindApi } from './pagefind-api.ts'
import { searchElementIds } from './search-element-ids.ts'
import { searchEntries, type SearchEntry } from './search-entries.ts'

/** Pagefind's own code, written with the index by the build; loaded from the site at run time, not bundled. */
const PAGEFIND_URL = '/pagefind/pagefind.js'
/** Pagefind's results are loaded 10 at a time: each costs a small download. */
const SHOWN = 10

let pagefind: Promise<PagefindApi> | undefined
const loadPagefind = () =>
  (pagefind ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<PagefindApi>).then(async (api) => {
    // In the page itself rather than a worker: the page's Content-Security-Policy lets it run WebAssembly, which a worker's own would not.
    await api.options({ excerptLength: 24, noWorker: true })
    return api
  }))

const status = document.getElementById(searchElementIds.status)!
const list = document.getElementById(searchElementIds.results)!

/** Finds the words and shows the results, with their count in the live region screen readers announce. */
export async function showSearchResults(query: string): Promise<void> {
  if (!query) {
    status.textContent = ''
    list.replaceChildren()
    return
  }
  let search: Awaited<ReturnType<PagefindApi['debouncedSearch']>>
  try {
    search = await (await loadPagefind()).debouncedSearch(query, {}, 250)
  } catch {
    pagefind = undefined
    status.textContent = 'The search could not be loaded. Check your connection and try again.'
    return
  }
  // A later search, for what the visitor typed since, shows its own results.
  if (!search) return
  const entries = (await Promise.all(search.results.slice(0, SHOWN).map(async (result) => searchEntries(await result.data())))).flat()
  // A page of several parts can give several entries: the count is of the entries shown.
  const count = entries.length
  const more = search.results.length > SHOWN
  status.textContent =
    count === 0
      ? `Nothing found for “${query}”. Try another word, or fewer words.`
      : `${more ? 'The first ' : ''}${count} ${count === 1 ? 'result' : 'results'} for “${query}”.${more ? ' More words find fewer.' : ''}`
  list.replaceChildren(...entries.map(resultItem))
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
