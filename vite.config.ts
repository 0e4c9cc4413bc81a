import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { toNodeListener, type NodeListener } from 'h3'
import { defineConfig, type Plugin } from 'vite'

/** Content files are read by the data hooks, not imported, so Vite does not see them change. */
const reloadOnContentChange = (): Plugin => ({
  name: 'senseahead:reload-on-content-change',
  configureServer(server) {
    server.watcher.add('content')
    server.watcher.on('all', (_event, file) => {
      if (/[\\/]content[\\/].+\.md$/.test(file)) server.ws.send({ type: 'full-reload' })
    })
  },
})

/**
 * `npm run dev` answers the forms too: requests to /api/ go to the same h3 app and store as in
 * production (configured by the same environment variables), opened on the first such request.
 */
const formApiInDev = (): Plugin => ({
  name: 'senseahead:form-api-in-dev',
  apply: 'serve',
  configureServer(server) {
    let listener: Promise<NodeListener> | undefined
    const openApi = async () => {
      const { readEnv } = await server.ssrLoadModule('/api/env.server.ts')
      const { openSiteServer } = await server.ssrLoadModule('/api/open-site-server.server.ts')
      const { app } = await openSiteServer(readEnv())
      return toNodeListener(app)
    }
    server.middlewares.use((req, res, next) => {
      if (!req.url?.startsWith('/api/')) return next()
      listener ??= openApi()
      listener.then((handle) => handle(req, res)).catch(next)
    })
  },
})

export default defineConfig({
  plugins: [react(), vike(), reloadOnContentChange(), formApiInDev()],
  css: {
    preprocessorOptions: {
      // Lets every component partial write `@use 'settings' as *;` wherever it sits.
      scss: { loadPaths: [fileURLToPath(new URL('./renderer/styles', import.meta.url))] },
    },
  },
})
