import type { SiteContent } from '../content/collections.ts'

export interface PageHead {
  title: string
  description: string
  /** The page's own path, for its canonical address. */
  path: string
}

/** What the layout and the document head need on every page, picked from the site settings. */
export function layoutData(content: SiteContent, head: PageHead) {
  const { name, tagline, siteUrl, email, phone, logo, footerBlurb, socials } = content.settings
  return { site: { name, tagline, siteUrl, email, phone, logo, footerBlurb, socials }, head }
}

export type LayoutData = ReturnType<typeof layoutData>
