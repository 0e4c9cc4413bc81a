/**
 * A number that grows each time the content changes under the development server. The dev
 * server's watcher and the page data hooks run in different module instances (Vite's config
 * bundle and its SSR module runner), so it lives on the process, under a registered symbol.
 */
const key = Symbol.for('senseahead.contentRevision')
const store = globalThis as typeof globalThis & { [key]?: number }

export const contentRevision = {
  current: (): number => store[key] ?? 0,
  bump: (): void => {
    store[key] = (store[key] ?? 0) + 1
  },
}
