import { join } from 'node:path'
import { normalizePath, type Plugin } from 'vite'

/**
 * The dev server serves the pre-bundled packages (node_modules/.vite/deps/) without their source
 * maps. Vite would inline each map into the file as base64 at every request: Decap CMS's bundle,
 * 15 MB, went out as 46 MB, encoded again for each new browser, which made every opening of the
 * content editor slow. The bundles are not minified, so they still read well in the browser's tools.
 */
export function prebundledWithoutMaps(): Plugin {
  let depsFolder = ''
  return {
    name: 'senseahead:prebundled-without-maps',
    apply: 'serve',
    enforce: 'post',
    configResolved(config) {
      depsFolder = `${normalizePath(join(config.cacheDir, 'deps'))}/`
    },
    // An empty map, in Rollup's convention, is no map: Vite then adds none of its own either.
    transform(code, id) {
      return id.startsWith(depsFolder) ? { code, map: { mappings: '' } } : undefined
    },
  }
}
