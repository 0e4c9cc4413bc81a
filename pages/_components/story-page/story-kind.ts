import type { SiteContent } from '#lib/content/collections.ts'
import type { StructuredData } from '#renderer/structured-data/structured-data.ts'
import type { StoryIndex } from '../story-index/story-indexes.ts'
import type { StoryPageProps } from './story-page.tsx'

/** What a story's own page shows beyond the layout: the page's props, and what its head says. */
export interface StoryOwnPage extends StoryPageProps {
  path: string
  structuredData: StructuredData
}

/** A collection of stories, some with pages of their own here: the paths to prerender, and each page. */
export interface StoryKind {
  paths(content: SiteContent): string[]
  page(content: SiteContent, slug: string): StoryOwnPage | undefined
}

interface StoryKindFields<Entry extends StoryPageProps['story'] & { slug: string }> {
  index: StoryIndex
  entries(content: SiteContent): readonly Entry[]
  /** Where an entry is published elsewhere: an entry with it has no page here. */
  externalUrl(entry: Entry): string | undefined
  summary(entry: Entry): string
  /** Who and how long, for example "Maya Okafor · 7 min read". */
  byline(entry: Entry): string
  structuredData(entry: Entry, settings: SiteContent['settings']): StructuredData
}

/** Blog posts and podcast episodes alike: the fields that differ are named once, the rest is shared. */
export function storyKind<Entry extends StoryPageProps['story'] & { slug: string }>(fields: StoryKindFields<Entry>): StoryKind {
  const own = (content: SiteContent) => fields.entries(content).filter((entry) => !fields.externalUrl(entry))
  const path = (entry: Entry) => `${fields.index.path}/${entry.slug}`
  return {
    paths: (content) => own(content).map(path),
    page(content, slug) {
      const story = own(content).find((entry) => entry.slug === slug)
      return (
        story && {
          story,
          summary: fields.summary(story),
          byline: fields.byline(story),
          index: fields.index,
          path: path(story),
          structuredData: fields.structuredData(story, content.settings),
        }
      )
    },
  }
}
