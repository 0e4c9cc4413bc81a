import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
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

export default defineConfig({
  plugins: [react(), vike(), reloadOnContentChange()],
  css: {
    preprocessorOptions: {
      // Lets every component partial write `@use 'settings' as *;` wherever it sits.
      scss: { loadPaths: [fileURLToPath(new URL('./renderer/styles', import.meta.url))] },
    },
  },
})
