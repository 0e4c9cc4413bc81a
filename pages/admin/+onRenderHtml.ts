import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'
import { CMS_SETTINGS_ID } from './cms-settings-id.ts'

/** JSON inside a <script> element: "<" escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The editor's code as vite.cms.config.ts builds it, apart from the site's bundles. */
const BUILT_SCRIPT = '<script type="module" src="/admin/cms.js"></script>'

/**
 * In development, Vite serves the editor from its source, after the preamble its React plugin
 * expects on every page (Vite's own backend-integration snippet); there is no policy to keep there.
 */
const DEV_SCRIPTS = `<script type="module">
      import RefreshRuntime from '/@react-refresh'
      RefreshRuntime.injectIntoGlobalHook(window)
      window.$RefreshReg$ = () => {}
      window.$RefreshSig$ = () => (type) => type
      window.__vite_plugin_react_preamble_installed__ = true
    </script>
    <script type="module" src="/@vite/client"></script>
    <script type="module" src="/pages/admin/cms-app.ts"></script>`

/**
 * The CMS's own document, without the site's layout or page scripts: Decap CMS renders the whole
 * page itself. Its configuration travels as JSON (no inline script, so the page's
 * Content-Security-Policy can still refuse inline scripts), and it is never indexed.
 */
export function onRenderHtml(pageContext: PageContextServer) {
  const data = pageContext.data as Data
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <script type="application/json" id="${CMS_SETTINGS_ID}">${dangerouslySkipEscape(scriptJson(data))}</script>
    ${dangerouslySkipEscape(import.meta.env.DEV ? DEV_SCRIPTS : BUILT_SCRIPT)}
  </body>
</html>`
  return { documentHtml }
}
