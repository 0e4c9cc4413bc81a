import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { readEnv } from './api/env.server.ts'
import { contentInDev } from './tools/dev-server/content-in-dev.ts'
import { formApiInDev } from './tools/dev-server/form-api-in-dev.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig(({ command }) => {
  // `npm run dev` listens where `npm start` would (PORT, HOST: loopback unless told otherwise),
  // and stops with a message when the port is taken rather than moving to another.
  const env = command === 'serve' ? readEnv() : undefined
  return {
    plugins: [react(), vike(), contentInDev(root), formApiInDev()],
    server: env && { port: env.PORT, host: env.HOST, strictPort: true },
    // The CMS (/admin/) checks its configuration with Ajv and ajv-keywords, which must share one
    // copy of Ajv's code generator: npm installs two versions side by side.
    resolve: { dedupe: ['ajv'] },
    css: {
      preprocessorOptions: {
        // Lets every component partial write `@use 'settings' as *;` wherever it sits.
        scss: { loadPaths: [fileURLToPath(new URL('./renderer/styles', import.meta.url))] },
      },
    },
  }
})
