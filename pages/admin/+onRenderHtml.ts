import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'
import { CMS_SETTINGS_ID } from './cms-settings-id.ts'

/** JSON inside a <script> element: "<" escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

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
  </body>
</html>`
  return { documentHtml }
}
