import { StoryPage } from '#pages/_components/story-page/story-page.tsx'
import type { Data } from './+data.ts'

export default function Page({ story, summary, byline, index }: Data) {
  return <StoryPage story={story} summary={summary} byline={byline} index={index} />
}
