import { StoryPage } from '../../_components/story-page/story-page.tsx'
import { storyIndexes } from '../../_components/story-index/story-indexes.ts'
import type { Data } from './+data.ts'

export default function Page({ post }: Data) {
  return <StoryPage story={post} summary={post.excerpt} byline={`${post.author} · ${post.readTimeMinutes} min read`} index={storyIndexes.blog} />
}
