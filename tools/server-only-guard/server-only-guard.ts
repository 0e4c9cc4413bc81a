import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'

/** A `*.server.ts(x)` or `.js` module: the name says it never runs in a browser. */
const serverOnlyName = /\.server\.(ts|tsx|js)$/

/**
 * Fails the browser's build when a module that runs only on the server is about to enter it: one
 * named `*.server.ts` (it needs Node, or reads what the browser must never see) or any file of
 * `api/`, the server. Without it such an import would surface, at best, as a missing `node:fs`
 * in the browser; at worst it would ship the server's code to every visitor.
 */
export function serverOnlyGuard(): Plugin {
  return {
    name: 'senseahead:server-only-guard',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer) return undefined
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      const file = resolved.id.replace(/\?.*$/, '')
      const root = this.environment.config.root
      const fromRoot = relative(root, file).split(sep).join('/')
      if (serverOnlyName.test(file) || fromRoot.startsWith('api/')) {
        const by = relative(root, importer.replace(/\?.*$/, '')).split(sep).join('/')
        this.error(
          `${fromRoot} runs only on the server, but ${by} imports it into the browser's bundle: move what the browser needs into a module without the .server name, outside api/.`,
        )
      }
      return resolved
    },
  }
}
