import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { nodeStandIns } from '#tools/cms/node-stand-ins.ts'
import { serverOnlyGuard } from '#tools/server-only-guard/server-only-guard.ts'

/**
 * The content editor's code (/admin/cms.js), built on its own after the site: in the site's build
 * it would share chunks with the public pages (React, the card components of its previews), and
 * the public pages would load more, smaller files. On its own, the public pages' bundles stay
 * exactly as they are. `npm run dev` and `npm run cms` serve it from the source instead.
 */
export default defineConfig({
  plugins: [react(), nodeStandIns(), serverOnlyGuard()],
  // Decap's Ajv and ajv-keywords must share one copy of Ajv's code generator.
  resolve: { dedupe: ['ajv'] },
  css: {
    preprocessorOptions: {
      scss: { loadPaths: [fileURLToPath(new URL('./renderer/styles', import.meta.url))] },
    },
  },
  base: '/admin/',
  publicDir: false,
  build: {
    outDir: 'dist/client/admin',
    emptyOutDir: false,
    // Decap CMS is one large application; only staff load it, never the public pages.
    chunkSizeWarningLimit: 8000,
    rolldownOptions: {
      input: { cms: fileURLToPath(new URL('./pages/admin/cms-app.ts', import.meta.url)) },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
    },
  },
})
