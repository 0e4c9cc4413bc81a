import { render } from 'vike/abort'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { layoutData } from '#renderer/layout-data.ts'
import type { StoryKind } from './story-kind.ts'

/** The data of a post's or an episode's own page: an article with its picture and structured data; any other slug is not found. */
export function storyPageData(kind: StoryKind, slug: string | undefined) {
  const content = getSiteContent()
  const own = slug === undefined ? undefined : kind.page(content, slug)
  if (!own) throw render(404)
  const { path, structuredData, ...props } = own
  return {
    ...layoutData(content, {
      title: `${own.story.title} | ${content.settings.name}`,
      description: own.summary,
      path,
      type: 'article',
      image: { path: own.story.image, alt: own.story.imageAlt, slot: pictureSlots.story },
      structuredData: [structuredData],
    }),
    ...props,
  }
}

export type StoryPageData = ReturnType<typeof storyPageData>
