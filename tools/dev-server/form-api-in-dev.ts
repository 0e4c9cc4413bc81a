import { toNodeListener, type NodeListener } from 'h3'
import type { Plugin } from 'vite'

/** A module Vite serves (`/api/….ts?import`) has a file extension; the API's addresses never do. */
const isApiAddress = (url: string) => url.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.split('?')[0]!)

/**
 * `npm run dev` answers the forms too: requests to /api/ go to the same h3 app and store as in
 * production (`openSiteServer`, configured by the same environment variables), opened on the
 * first such request.
 */
export function formApiInDev(): Plugin {
  return {
    name: 'senseahead:form-api-in-dev',
    apply: 'serve',
    configureServer(server) {
      let listener: Promise<NodeListener> | undefined
      const openApi = async () => {
        const { readEnv } = await server.ssrLoadModule('/api/env.server.ts')
        const { openSiteServer } = await server.ssrLoadModule('/api/open-site-server.server.ts')
        const { getSiteContent } = await server.ssrLoadModule('/lib/content/site-content.server.ts')
        const { serverContentOf } = await server.ssrLoadModule('/api/server-content.server.ts')
        const { app } = await openSiteServer(readEnv(), { content: serverContentOf(getSiteContent()) })
        return toNodeListener(app)
      }
      server.middlewares.use((request, response, next) => {
        if (!request.url || !isApiAddress(request.url)) return next()
        listener ??= openApi()
        listener.then((handle) => handle(request, response)).catch(next)
      })
    },
  }
}
