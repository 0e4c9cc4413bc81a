import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const standIns: Record<string, string> = {
  'node:fs': fileURLToPath(new URL('../../pages/admin/node-stand-ins/fs.ts', import.meta.url)),
  'node:path': fileURLToPath(new URL('../../pages/admin/node-stand-ins/path.ts', import.meta.url)),
}

/**
 * The content editor runs the content check's own rules in the browser before it saves; where that
 * code reads files (pictures under public/) it gets the browser's stand-ins instead of Node's
 * modules. Only in the browser's bundle, and only for the check's code (lib/content/).
 */
export function nodeStandIns(): Plugin {
  return {
    name: 'senseahead:node-stand-ins-for-the-content-check',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id, importer) {
      if (!importer || !/[\\/]lib[\\/]content[\\/]/.test(importer)) return undefined
      return standIns[id]
    },
  }
}
