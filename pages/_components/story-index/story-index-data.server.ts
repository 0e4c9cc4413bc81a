import { render } from 'vike/abort'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { layoutData } from '#renderer/layout-data.ts'
import { pageCount } from '../pagination/page-count.ts'
import { pagePath } from '../pagination/page-path.ts'
import type { StoryList } from './story-lists.ts'

/**
 * What one page of /podcasts or /blog shows: its share of the list's cards, newest first, and where
 * it sits among the pages. A page past the last is not found.
 */
export function storyIndexData(list: StoryList, page: number) {
  const content = getSiteContent()
  const { settings } = content
  const { index } = list
  const cards = list.cards(content)
  const { perPage } = settings.community
  const pages = pageCount(cards.length, perPage)
  if (!Number.isInteger(page) || page < 1 || page > pages) throw render(404)
  // Each page has its own title and canonical address, so search engines keep them apart.
  const title = page === 1 ? index.heading : `${index.heading}, page ${page} of ${pages}`
  return {
    ...layoutData(content, { title: `${title} | ${settings.name}`, description: settings.community.intro, path: pagePath(index.path, page) }),
    index,
    intro: settings.community.intro,
    cards: cards.slice((page - 1) * perPage, page * perPage),
    page,
    pageCount: pages,
  }
}

export type StoryIndexData = ReturnType<typeof storyIndexData>
