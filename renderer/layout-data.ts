import type { SiteContent } from '#lib/content/collections.ts'
import { linkedPicture } from '#lib/pictures/linked-picture.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import type { Slot } from '#lib/pictures/slot.ts'
import { organisationData } from './structured-data/organisation-data.ts'
import type { StructuredData } from './structured-data/structured-data.ts'

export interface PageHead {
  title: string
  description: string
  /** The page's own path, for its canonical address. */
  path: string
  /** Open Graph type: "article" for a blog post or an episode, otherwise "website". */
  type?: 'website' | 'article'
  /** A picture for link previews, as the content names it, what it shows and its place; the hero poster when left out. */
  image?: { path: string; alt: string; slot: Slot }
  /** schema.org descriptions of what the page shows; the organisation is added on every page. */
  structuredData?: StructuredData[]
}

/** What the layout and the document head need on every page, picked from the site settings. */
export function layoutData(content: SiteContent, head: PageHead) {
  const { name, tagline, siteUrl, email, phone, logo, footerBlurb, socials, hero } = content.settings
  // Link previews (Facebook, LinkedIn, X) show no SVG: a drawing gives way to the hero poster.
  const image = head.image && !head.image.path.endsWith('.svg') ? head.image : { path: hero.poster, alt: hero.posterAlt, slot: pictureSlots.heroPoster }
  return {
    site: { name, tagline, siteUrl, email, phone, logo, footerBlurb, socials },
    head: {
      type: 'website' as const,
      ...head,
      image: { alt: image.alt, ...linkedPicture(image.path, image.slot) },
      structuredData: [organisationData(content.settings), ...(head.structuredData ?? [])],
    },
  }
}

export type LayoutData = ReturnType<typeof layoutData>
