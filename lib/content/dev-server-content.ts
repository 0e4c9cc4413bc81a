import type { LoadedContent } from './load-content.server.ts'

/**
 * The content as the development server last checked it, handed to the page data hooks so that
 * each change is read once. The dev server's watcher and the data hooks run in different module
 * instances (Vite's config bundle and its SSR module runner), so it lives on the process, under a
 * registered symbol; outside the dev server it stays empty.
 */
const key = Symbol.for('senseahead.devServerContent')
const store = globalThis as typeof globalThis & { [key]?: LoadedContent }

export const devServerContent = {
  get: (): LoadedContent | undefined => store[key],
  /** `undefined` empties it again, as a test of the watcher does for the tests after it. */
  set: (loaded: LoadedContent | undefined): void => {
    store[key] = loaded
  },
}
