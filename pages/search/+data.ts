import { layoutData } from '#renderer/layout-data.ts'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { storyIndexes } from '../_components/story-index/story-indexes.ts'

export function data() {
  const content = getSiteContent()
  const { settings } = content
  return {
    ...layoutData(content, {
      title: `Search | ${settings.name}`,
      description: `Search ${settings.name}'s blog posts, podcast episodes, research, people, partners and games.`,
      path: '/search',
    }),
    /** Where to look without the search: the lists and pages it covers. */
    browse: [
      { label: storyIndexes.blog.heading, href: storyIndexes.blog.path },
      { label: storyIndexes.podcasts.heading, href: storyIndexes.podcasts.path },
      { label: settings.research.heading, href: '/research' },
      { label: settings.playWithMe.heading, href: '/play-with-me' },
      { label: settings.advisoryBoard.heading, href: '/#advisors' },
      { label: settings.partnersSection.heading, href: '/#supporting-orgs' },
    ],
  }
}

export type Data = ReturnType<typeof data>
