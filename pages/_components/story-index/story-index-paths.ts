import { pageCount } from '../pagination/page-count.ts'
import { pagePath } from '../pagination/page-path.ts'
import type { StoryIndex } from './story-indexes.ts'

/** The addresses of every page of a list of `storyCount` stories at `perPage` a page, for prerendering. */
export function storyIndexPaths(index: StoryIndex, storyCount: number, perPage: number): string[] {
  return Array.from({ length: pageCount(storyCount, perPage) }, (_, page) => pagePath(index.path, page + 1))
}
