import { StoryIndexPage } from '#pages/_components/story-index/story-index-page.tsx'
import type { Data } from './+data.ts'

export default function Page(data: Data) {
  return <StoryIndexPage {...data} />
}
