import type { SiteContent } from '../lib/content/collections.ts'
import { pictureSize } from './open-graph/picture-size.server.ts'
import { organisationData } from './structured-data/organisation-data.ts'
import type { StructuredData } from './structured-data/structured-data.ts'

export interface PageHead {
  title: string
  description: string
  /** The page's own path, for its canonical address. */
  path: string
  /** Open Graph type: "article" for a blog post or an episode, otherwise "website". */
  type?: 'website' | 'article'
  /** A picture for link previews, under public/, and what it shows; the hero poster when left out. */
  image?: { path: string; alt: string }
  /** schema.org descriptions of what the page shows; the organisation is added on every page. */
  structuredData?: StructuredData[]
}

/** What the layout and the document head need on every page, picked from the site settings. */
export function layoutData(content: SiteContent, head: PageHead) {
  const { name, tagline, siteUrl, email, phone, logo, footerBlurb, socials, hero } = content.settings
  // Link previews (Facebook, LinkedIn, X) show no SVG: a drawing gives way to the hero poster.
  const image = head.image && !head.image.path.endsWith('.svg') ? head.image : { path: hero.poster, alt: hero.posterAlt }
  return {
    site: { name, tagline, siteUrl, email, phone, logo, footerBlurb, socials },
    head: {
      type: 'website' as const,
      ...head,
      image: { ...image, ...pictureSize(image.path) },
      structuredData: [organisationData(content.settings), ...(head.structuredData ?? [])],
    },
  }
}

export type LayoutData = ReturnType<typeof layoutData>
