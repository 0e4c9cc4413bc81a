import type { StoryCardContent } from './story-card.tsx'
import { storyLink } from './story-link.ts'

interface StoryCardKind<Entry> {
  section: 'podcasts' | 'blog'
  action: StoryCardContent['action']
  /** Where an entry is published elsewhere, which its card then leads to. */
  externalUrl(entry: Entry): string | undefined
  text(entry: Entry): string
  /** Who and how long, for example "Maya Okafor · 26 min". */
  byline(entry: Entry): string
}

type CardEntry = Pick<StoryCardContent, 'slug' | 'image' | 'imageAlt' | 'imageDecorative' | 'category' | 'title' | 'date'>

/**
 * How a post's or an episode's card is made, in the community tabs and on the lists alike: what
 * the two kinds share is taken as it is, and the kind names only what differs.
 */
export function storyCardOf<Entry extends CardEntry>(kind: StoryCardKind<Entry>) {
  return (entry: Entry): StoryCardContent => ({
    slug: entry.slug,
    image: entry.image,
    imageAlt: entry.imageAlt,
    imageDecorative: entry.imageDecorative,
    category: entry.category,
    title: entry.title,
    date: entry.date,
    text: kind.text(entry),
    byline: kind.byline(entry),
    action: kind.action,
    link: storyLink(kind.section, entry.slug, kind.externalUrl(entry)),
  })
}
