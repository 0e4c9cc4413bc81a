import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { readEnv } from '#api/env.server.ts'
import { publicFolder } from '#lib/content/public-folder.ts'
import { forgetBuiltSources } from '#tools/build-freshness/forget-built-sources.ts'
import { contentInDev } from '#tools/dev-server/content-in-dev.ts'
import { clientChunkGroup } from '#tools/client-chunks/client-chunk-group.ts'
import { formApiInDev } from '#tools/dev-server/form-api-in-dev.ts'
import { prebundledWithoutMaps } from '#tools/dev-server/prebundled-without-maps.ts'
import { legibleFont } from '#tools/legible-font/legible-font.ts'
import { nodeStandIns } from '#tools/cms/node-stand-ins.ts'
import { serverOnlyGuard } from '#tools/server-only-guard/server-only-guard.ts'
import { stylesFromPagesOnly } from '#tools/page-styles/styles-from-pages-only.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * API_ORIGIN (a build setting): where the forms send to when the pages are served by a static host
 * or CDN and the API runs elsewhere, like https://api.example.org. Unset, they use the site itself.
 */
function apiOrigin(): string {
  const origin = process.env.API_ORIGIN?.trim() ?? ''
  if (origin && (!URL.canParse(origin) || new URL(origin).origin !== origin)) {
    throw new Error(`API_ORIGIN: "${origin}" is not an origin: write the scheme and host only, like https://api.example.org`)
  }
  return origin
}

export default defineConfig(({ command }) => {
  // `npm run dev` listens where `npm start` would (PORT, HOST: loopback unless told otherwise),
  // and stops with a message when the port is taken rather than moving to another.
  const env = command === 'serve' ? readEnv() : undefined
  return {
    plugins: [
      react(),
      vike(),
      nodeStandIns(),
      serverOnlyGuard(),
      contentInDev(root),
      formApiInDev(),
      stylesFromPagesOnly(),
      legibleFont(),
      forgetBuiltSources(root),
      prebundledWithoutMaps(),
    ],
    // PUBLIC_DIR: the pictures of another content folder (see CONTENT_DIR), as the content check reads them.
    publicDir: publicFolder(root),
    server: env && { port: env.PORT, host: env.HOST, strictPort: true },
    define: { __API_ORIGIN__: JSON.stringify(apiOrigin()) },
    // The CMS (/admin/) checks its configuration with Ajv and ajv-keywords, which must share one
    // copy of Ajv's code generator: npm installs two versions side by side.
    resolve: { dedupe: ['ajv'] },
    // The browser's packages, pre-bundled when the dev server starts rather than when a page first
    // imports one: a package found later makes Vite bundle them all again, and a page already open
    // (the content editor's preview frame) would then hold two copies of React.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom/client',
        '@radix-ui/react-dialog',
        '@radix-ui/react-tabs',
        '@radix-ui/react-toast',
        'react-hook-form',
        '@hookform/resolvers/zod',
        'zod',
        'zod/mini',
        'yaml',
        'remark',
        'remark-html',
        'micromark-extension-gfm-autolink-literal',
        'mdast-util-gfm-autolink-literal',
        'decap-cms-app',
      ],
    },
    // See clientChunkGroup: fewer, larger files for the islands' code in the browser. A group takes
    // only the modules it names, not what they import: the loader the page runs first shares a few
    // small modules with the islands, and must not pull the islands' files in with them.
    environments: {
      client: {
        build: { rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: clientChunkGroup, debugName: 'client-chunk-group' }] } } } },
      },
    },
    css: {
      preprocessorOptions: {
        // Lets every component partial write `@use 'settings' as *;` wherever it sits.
        scss: { loadPaths: [fileURLToPath(new URL('./renderer/styles', import.meta.url))] },
      },
    },
  }
})
