import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { displaySettingDefaults } from './display-settings/display-setting-defaults.ts'
import { feedLinks } from './feeds/feed-links.ts'
import { pageScriptHooks } from './page-scripts/page-script-hooks.ts'
import { jsonLdScript } from './structured-data/json-ld-script.ts'
import { Layout, MAIN_ID } from './layout.tsx'
import type { LayoutData } from './layout-data.ts'
import { LeadPictureContext, type LeadPicture } from './picture/lead-picture.ts'
import { preloadLink } from './picture/preload-link.ts'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  const data = pageContext.data as LayoutData
  const { head, site } = data
  const leads: LeadPicture[] = []
  const pageHtml = renderToString(
    <LeadPictureContext value={(picture) => leads.push(picture)}>
      <Layout site={site}>
        <Page {...data} />
      </Layout>
    </LeadPictureContext>,
  )
  const canonical = new URL(head.path, site.siteUrl).href
  const image = new URL(head.image.path, site.siteUrl).href
  // theme.js blocks rendering on purpose: it is tiny and sets the theme and the display settings
  // before the first paint. So does the header until it is whole (rel="expect" names what follows
  // it, as Chromium paints once the named element has begun): the browser paints what HTML it has
  // when the network pauses, and a header's line painted half there moves as the rest arrives.
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en" ${pageScriptHooks.theme}="light" ${dangerouslySkipEscape(displaySettingDefaults)}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${head.title}</title>
    <meta name="description" content="${head.description}" />
    <link rel="canonical" href="${canonical}" />
    <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
    ${dangerouslySkipEscape(leads[0] ? preloadLink(leads[0]) : '')}
    <meta property="og:site_name" content="${site.name}" />
    <meta property="og:type" content="${head.type}" />
    <meta property="og:title" content="${head.title}" />
    <meta property="og:description" content="${head.description}" />
    <meta property="og:url" content="${canonical}" />
    <meta property="og:image" content="${image}" />
    <meta property="og:image:width" content="${String(head.image.width)}" />
    <meta property="og:image:height" content="${String(head.image.height)}" />
    <meta property="og:image:alt" content="${head.image.alt}" />
    <meta name="twitter:card" content="summary_large_image" />
    ${dangerouslySkipEscape(feedLinks(site.name))}
    ${dangerouslySkipEscape(jsonLdScript(head.structuredData))}
    <script src="/scripts/theme.js"></script>
    <script src="/scripts/site.js" defer></script>
    <link rel="expect" href="#${MAIN_ID}" blocking="render" />
  </head>
  <body>${dangerouslySkipEscape(pageHtml)}</body>
</html>`
  return { documentHtml, injectFilter: preloadIslandCode }
}

/**
 * Pages render on the server only, so Vike names just the entry of a page's islands; the code that
 * entry imports is preloaded too, so the browser fetches it all at once instead of in two rounds.
 */
function preloadIslandCode(assets: InjectFilterEntry[]): void {
  for (const asset of assets) if (asset.assetType === 'script' && !asset.isEntry) asset.inject = 'HTML_BEGIN'
}
