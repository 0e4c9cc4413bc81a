import type { Plugin } from 'vite'

const EMPTY_MODULE = '\0senseahead:no-style'

/**
 * In the production build, the browser code imports no stylesheets: a page's styles all come
 * from its prerendered components, islands included (every island is rendered into the page's
 * HTML), and are linked from the page as one stylesheet (merge-page-stylesheets.ts). Without
 * this, the islands' code, loaded when an island is needed, would add its own copies of the
 * same rules to the page, and the page would download them twice.
 */
export function stylesFromPagesOnly(): Plugin {
  return {
    name: 'senseahead:styles-from-pages-only',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    resolveId(source) {
      // Only plain style imports: Vike's own queries (`?extractAssets` and the like) stay as they are.
      return /\.s?css$/.test(source) ? EMPTY_MODULE : null
    },
    load(id) {
      return id === EMPTY_MODULE ? 'export {}' : null
    },
  }
}
