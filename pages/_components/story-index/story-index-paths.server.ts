import type { SiteContent } from '#lib/content/collections.ts'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { pageCount } from '../pagination/page-count.ts'
import { pagePath } from '../pagination/page-path.ts'
import type { StoryList } from './story-lists.ts'

/** The addresses of every page of a list, `perPage` stories a page, for prerendering (and for the content check, given the content it read). */
export function storyIndexPaths(list: StoryList, content: SiteContent = getSiteContent()): string[] {
  return Array.from({ length: pageCount(list.cards(content).length, content.settings.community.perPage) }, (_, page) => pagePath(list.index.path, page + 1))
}
