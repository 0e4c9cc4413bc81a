import type { SiteContent } from '../lib/content/collections.ts'

export interface PageHead {
  title: string
  description: string
  /** The page's own path, for its canonical address. */
  path: string
  /** Open Graph type: "article" for a blog post or an episode, otherwise "website". */
  type?: 'website' | 'article'
  /** A picture for link previews, under public/; the hero poster when left out. */
  image?: string
}

/** What the layout and the document head need on every page, picked from the site settings. */
export function layoutData(content: SiteContent, head: PageHead) {
  const { name, tagline, siteUrl, email, phone, logo, footerBlurb, socials, hero } = content.settings
  return {
    site: { name, tagline, siteUrl, email, phone, logo, footerBlurb, socials },
    head: { type: 'website' as const, image: hero.poster, ...head },
  }
}

export type LayoutData = ReturnType<typeof layoutData>
