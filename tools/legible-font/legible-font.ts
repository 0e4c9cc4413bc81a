import type { Plugin } from 'vite'
import { legibleFontFiles } from './legible-font-files.ts'

/**
 * Serves the legible font of the display settings from the site itself: the build writes its
 * stylesheet and font files into the browser build (under /fonts/), and `npm run dev` answers
 * them from the package.
 */
export function legibleFont(): Plugin {
  return {
    name: 'senseahead:legible-font',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      for (const { path, source } of legibleFontFiles()) this.emitFile({ type: 'asset', fileName: path.slice(1), source })
    },
    configureServer(server) {
      const files = new Map(legibleFontFiles().map((file) => [file.path, file.source]))
      server.middlewares.use((request, response, next) => {
        const source = request.url && files.get(request.url)
        if (!source) return next()
        response.setHeader('content-type', request.url!.endsWith('.css') ? 'text/css; charset=utf-8' : 'font/woff2')
        response.end(source)
      })
    },
  }
}
