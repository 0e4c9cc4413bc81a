import { StoryPage } from '../../_components/story-page/story-page.tsx'
import { storyIndexes } from '../../_components/story-index/story-indexes.ts'
import type { Data } from './+data.ts'

export default function Page({ podcast }: Data) {
  return <StoryPage story={podcast} summary={podcast.description} byline={`Hosted by ${podcast.host} · ${podcast.durationMinutes} min`} index={storyIndexes.podcasts} />
}
