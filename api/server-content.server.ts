import type { SiteContent } from '#lib/content/collections.ts'

/**
 * What the running server needs of the content: the emails' words and the site's name and contact
 * details. The build writes it beside the compiled server, so that production neither reads nor
 * checks the content files (nor loads the checker) at start; the development server takes it from
 * the content as it last read it.
 */
export type ServerContent = Pick<SiteContent, 'settings' | 'emails'>

export function serverContentOf({ settings, emails }: SiteContent): ServerContent {
  return { settings, emails }
}
