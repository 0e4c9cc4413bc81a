import { StoryPage } from '../../_components/story-page/story-page.tsx'
import type { Data } from './+data.ts'

export default function Page({ podcast }: Data) {
  return (
    <StoryPage
      category={podcast.category}
      title={podcast.title}
      summary={podcast.description}
      byline={`Hosted by ${podcast.host} · ${podcast.durationMinutes} min`}
      date={podcast.date}
      image={podcast.image}
      html={podcast.html ?? ''}
    />
  )
}
