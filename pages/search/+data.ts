import { layoutData } from '#renderer/layout-data.ts'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { mainPages } from '../_components/main-pages/main-pages.ts'

export function data() {
  const content = getSiteContent()
  const { settings } = content
  return {
    ...layoutData(content, {
      title: `Search | ${settings.name}`,
      description: `Search ${settings.name}'s pages, sign-up forms, blog posts, podcast episodes, research, people, partners and games.`,
      path: '/search',
    }),
    /** Where to look without the search, or when it finds nothing. */
    mainPages: mainPages(content),
  }
}

export type Data = ReturnType<typeof data>
