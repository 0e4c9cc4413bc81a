import { getSiteContent } from '../../../lib/content/site-content.server.ts'
import { storyIndexPaths } from '../../_components/story-index/story-index-paths.ts'
import { storyIndexes } from '../../_components/story-index/story-indexes.ts'

export default function onBeforePrerenderStart() {
  const content = getSiteContent()
  return storyIndexPaths(storyIndexes.podcasts, content.podcasts.length, content.settings.community.perPage)
}
