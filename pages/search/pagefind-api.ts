/** The parts of Pagefind's search API (served with the index, at /pagefind/pagefind.js) that the search page uses. */
export interface PagefindApi {
  options(options: { excerptLength?: number; noWorker?: boolean }): Promise<void>
  /** Waits for the visitor to stop typing; null when a later search took this one's place. */
  debouncedSearch(query: string, options?: object, waitMs?: number): Promise<{ results: { id: string; data(): Promise<PagefindResult> }[] } | null>
}

interface Anchor {
  element: string
  id: string
  text: string
  location: number
}

export interface PagefindResult {
  url: string
  /** The words around those found, each found word in <mark>. */
  excerpt: string
  meta: { title?: string; where?: string; sections?: string }
  /** The parts of the page under a heading with an id that hold the words. */
  sub_results: { title: string; url: string; excerpt: string; anchor?: Anchor }[]
  /** Every element of the page with an id, in order. */
  anchors: Anchor[]
}
