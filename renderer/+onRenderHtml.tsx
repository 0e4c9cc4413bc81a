import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { Layout } from './layout.tsx'
import type { LayoutData } from './layout-data.ts'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  const data = pageContext.data as LayoutData
  const { head, site } = data
  const pageHtml = renderToString(
    <Layout site={site}>
      <Page {...data} />
    </Layout>,
  )
  const canonical = new URL(head.path, site.siteUrl).href
  const image = new URL(head.image, site.siteUrl).href
  // theme.js blocks rendering on purpose: it is tiny and sets the theme before the first paint.
  return escapeInject`<!DOCTYPE html>
<html lang="en" data-theme="light" data-calm="off">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${head.title}</title>
    <meta name="description" content="${head.description}" />
    <link rel="canonical" href="${canonical}" />
    <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
    <meta property="og:site_name" content="${site.name}" />
    <meta property="og:type" content="${head.type}" />
    <meta property="og:title" content="${head.title}" />
    <meta property="og:description" content="${head.description}" />
    <meta property="og:url" content="${canonical}" />
    <meta property="og:image" content="${image}" />
    <meta name="twitter:card" content="summary_large_image" />
    <script src="/scripts/theme.js"></script>
    <script src="/scripts/site.js" defer></script>
  </head>
  <body>${dangerouslySkipEscape(pageHtml)}</body>
</html>`
}
