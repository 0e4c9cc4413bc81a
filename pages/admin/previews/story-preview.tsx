import { StoryCard } from '../../_components/story-card/story-card.tsx'
import { storyLink } from '../../_components/story-card/story-link.ts'
import { assetUrl, previewData, text, type PreviewProps } from './preview-props.ts'

type Entry = ReturnType<typeof previewData>

/** What differs between a podcast's card and a blog post's, as the home page's tabs show them. */
const kinds = {
  podcast: (entry: Entry) => ({
    text: text(entry.description),
    byline: `${text(entry.host)} · ${text(entry.durationMinutes)} min`,
    action: 'Listen Now' as const,
    link: storyLink('podcasts', entry.slug, text(entry.audioUrl) || undefined),
  }),
  post: (entry: Entry) => ({
    text: text(entry.excerpt),
    byline: `${text(entry.author)} · ${text(entry.readTimeMinutes)} min read`,
    action: 'Read More' as const,
    link: storyLink('blog', entry.slug, text(entry.link) || undefined),
  }),
} satisfies Record<string, (entry: Entry) => Pick<Parameters<typeof StoryCard>[0], 'text' | 'byline' | 'action' | 'link'>>

/** A story card preview of one kind of entry. */
const storyPreview = (kind: keyof typeof kinds) =>
  function StoryPreview(props: PreviewProps) {
    const entry = previewData(props)
    return (
      <div className="grid grid--3">
        <StoryCard
          image={assetUrl(props, entry.image)}
          imageAlt={text(entry.imageAlt)}
          category={text(entry.category)}
          title={text(entry.title)}
          date={text(entry.date)}
          headingLevel={3}
          {...kinds[kind](entry)}
        />
      </div>
    )
  }

/** A podcast episode's card as the home page's Podcasts tab shows it. */
export const PodcastPreview = storyPreview('podcast')

/** A blog post's card as the home page's Blog Posts tab shows it. */
export const BlogPostPreview = storyPreview('post')
