import type { SiteContent } from '../../lib/content/collections.ts'
import { getSiteContent } from '../../lib/content/site-content.server.ts'

/**
 * The content the served build was made from (content/, or the copy CONTENT_DIR names), read and
 * checked by the site's own loader. Tests take the counts, names and texts they expect from here,
 * so an entry added the way CONTENT.md describes changes what they expect instead of failing them.
 */
export const siteContent: SiteContent = getSiteContent()
