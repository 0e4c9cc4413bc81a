import { StoryPage } from '../../_components/story-page/story-page.tsx'
import type { Data } from './+data.ts'

export default function Page({ post }: Data) {
  return <StoryPage story={post} summary={post.excerpt} byline={`${post.author} · ${post.readTimeMinutes} min read`} />
}
