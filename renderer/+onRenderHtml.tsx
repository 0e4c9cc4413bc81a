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
  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${head.title}</title>
    <meta name="description" content="${head.description}" />
    <link rel="canonical" href="${canonical}" />
  </head>
  <body>${dangerouslySkipEscape(pageHtml)}</body>
</html>`
}
