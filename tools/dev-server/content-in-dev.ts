import { resolve, sep } from 'node:path'
import type { Plugin, WebSocketClient } from 'vite'
import { contentFolder } from '#lib/content/content-folder.server.ts'
import { devServerContent } from '#lib/content/dev-server-content.ts'
import { formatProblem } from '#lib/content/format-problem.ts'
import { loadContent } from '#lib/content/load-content.server.ts'
import { CONTENT_EDITOR_EVENT } from '#pages/admin/content-editor-event.ts'
import { withSiteLinksChecked } from '#tools/content-check/site-link-problems.ts'
import { contentProblemsPage } from './content-problems-page.ts'

/**
 * `npm run dev` and the content: the content files are read by the data hooks, not imported, so
 * Vite does not see them change. This watches the content folder; after a change the content is
 * checked once, the pages read it afresh, and the site's open pages reload: not the content
 * editor's, which has just saved the change itself, and whose reload would take the editor out of
 * their work and the "Entry saved" notice off the screen. While the content has problems, a page
 * request gets the checker's lines instead of the page, so an open page shows them once it
 * reloads, in the checker's words only (Vite's error overlay would add its own advice for
 * developers), and the terminal prints them too.
 */
export function contentInDev(root: string): Plugin {
  return {
    name: 'senseahead:content-in-dev',
    apply: 'serve',
    configureServer(server) {
      const folder = contentFolder(root)
      const { logger } = server.config
      /** What the terminal last showed, so the same problems are printed once, not at every request. */
      let printed = ''
      /** Reads and checks the content once, for this plugin and the page data hooks alike, and prints what changed in the terminal. */
      const check = () => {
        const loaded = withSiteLinksChecked(loadContent(root, folder), folder)
        devServerContent.set(loaded)
        const lines = loaded.problems.map(formatProblem).join('\n')
        if (lines !== printed) {
          if (lines) logger.error(`${loaded.problems.length === 1 ? '1 problem' : `${loaded.problems.length} problems`} in content/:\n${lines}`, { timestamp: true })
          else if (printed) logger.info('The content is valid again.', { timestamp: true })
          printed = lines
        }
        return loaded.problems
      }
      /** The connections of content editor pages, which say so when they connect. */
      const editors = new WeakSet<WebSocketClient>()
      server.ws.on(CONTENT_EDITOR_EVENT, (_data, client) => editors.add(client))
      check()
      server.watcher.add(folder)
      server.watcher.on('all', (_event, file) => {
        // The watcher may name a file relative to the project root: compare absolute paths.
        if (!resolve(root, file).startsWith(folder + sep)) return
        check()
        // Valid or not, the open pages reload: with problems, the page request below answers with them.
        for (const client of server.ws.clients) if (!editors.has(client)) client.send({ type: 'full-reload' })
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
