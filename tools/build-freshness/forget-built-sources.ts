import { rmSync } from 'node:fs'
import type { Plugin } from 'vite'
import { builtSourcesPath } from './built-sources-path.ts'

/**
 * Removes the fingerprint of the last build's sources as a new build starts: until its last step
 * records the new one, the build in dist/ is unfinished and never taken as current (see buildIsCurrent).
 */
export function forgetBuiltSources(root: string): Plugin {
  return {
    name: 'senseahead:forget-built-sources',
    apply: 'build',
    buildStart() {
      rmSync(builtSourcesPath(root), { force: true })
    },
  }
}
