import { escapeAttribute } from '../escape-attribute.ts'
import { siteFeeds } from './site-feeds.ts'

/** The <link rel="alternate"> elements by which browsers and feed readers find the site's feeds. */
export function feedLinks(siteName: string): string {
  return Object.values(siteFeeds)
    .map((feed) => `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(`${siteName} ${feed.title}`)}" href="${feed.path}" />`)
    .join('\n    ')
}
