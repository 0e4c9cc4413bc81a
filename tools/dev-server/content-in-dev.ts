import { resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { contentFolder } from '../../lib/content/content-folder.ts'
import { devServerContent } from '../../lib/content/dev-server-content.ts'
import { formatProblem } from '../../lib/content/format-problem.ts'
import { loadContent } from '../../lib/content/load-content.server.ts'
import { contentProblemsPage } from './content-problems-page.ts'

/**
 * `npm run dev` and the content: the content files are read by the data hooks, not imported, so
 * Vite does not see them change. This watches the content folder; after a change the content is
 * checked once, the pages read it afresh, and the browser reloads. While the content has
 * problems, a page request gets the checker's lines instead of the page (and open pages show
 * them in Vite's error overlay).
 */
export function contentInDev(root: string): Plugin {
  return {
    name: 'senseahead:content-in-dev',
    apply: 'serve',
    configureServer(server) {
      const folder = contentFolder(root)
      /** Reads and checks the content once, for this plugin and the page data hooks alike. */
      const check = () => {
        const loaded = loadContent(root, folder)
        devServerContent.set(loaded)
        return loaded.problems
      }
      check()
      server.watcher.add(folder)
      server.watcher.on('all', (_event, file) => {
        // The watcher may name a file relative to the project root: compare absolute paths.
        if (!resolve(root, file).startsWith(folder + sep)) return
        const problems = check()
        if (problems.length === 0) server.ws.send({ type: 'full-reload' })
        else server.ws.send({ type: 'error', err: { message: problems.map(formatProblem).join('\n'), stack: '', plugin: 'content check' } })
      })
      server.middlewares.use((request, response, next) => {
        const wantsPage = request.method === 'GET' && request.headers.accept?.includes('text/html') && !request.url?.startsWith('/api/')
        if (devServerContent.get()?.problems.length === 0 || !wantsPage) return next()
        // While broken, check again: a change event can come while a file is half written, and
        // the fix must show even if no further event follows.
        const problems = check()
        if (problems.length === 0) return next()
        response.statusCode = 500
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.end(contentProblemsPage(problems))
      })
    },
  }
}
