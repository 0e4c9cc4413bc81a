import { StoryCard } from '../../index/story-card.tsx'
import { storyLink } from '../../index/story-link.ts'
import { assetUrl, previewData, text, type PreviewProps } from './preview-props.ts'

/** A podcast episode's card as the home page's Podcasts tab shows it. */
export function PodcastPreview(props: PreviewProps) {
  const podcast = previewData(props)
  return (
    <div className="grid grid--3">
      <StoryCard
        image={assetUrl(props, podcast.image)}
        imageAlt={text(podcast.imageAlt)}
        category={text(podcast.category)}
        title={text(podcast.title)}
        text={text(podcast.description)}
        byline={`${text(podcast.host)} · ${text(podcast.durationMinutes)} min`}
        date={text(podcast.date)}
        action="Listen Now"
        link={storyLink('podcasts', podcast.slug, text(podcast.audioUrl) || undefined)}
      />
    </div>
  )
}

/** A blog post's card as the home page's Blog Posts tab shows it. */
export function BlogPostPreview(props: PreviewProps) {
  const post = previewData(props)
  return (
    <div className="grid grid--3">
      <StoryCard
        image={assetUrl(props, post.image)}
        imageAlt={text(post.imageAlt)}
        category={text(post.category)}
        title={text(post.title)}
        text={text(post.excerpt)}
        byline={`${text(post.author)} · ${text(post.readTimeMinutes)} min read`}
        date={text(post.date)}
        action="Read More"
        link={storyLink('blog', post.slug, text(post.link) || undefined)}
      />
    </div>
  )
}
