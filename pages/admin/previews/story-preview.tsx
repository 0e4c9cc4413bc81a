import { renderMarkdown } from '#lib/content/render-markdown.ts'
import { storyIndexes } from '#pages/_components/story-index/story-indexes.ts'
import { StoryCard } from '#pages/_components/story-card/story-card.tsx'
import { storyLink } from '#pages/_components/story-card/story-link.ts'
import { StoryPage } from '#pages/_components/story-page/story-page.tsx'
import { assetUrl, previewData, text, type PreviewProps } from './preview-props.ts'

type Entry = ReturnType<typeof previewData>

/** What differs between a podcast's card and a blog post's, as the home page's tabs show them. */
const kinds = {
  podcast: (entry: Entry) => ({
    text: text(entry.description),
    byline: `${text(entry.host)} · ${text(entry.durationMinutes)} min`,
    action: 'Listen Now' as const,
    link: storyLink('podcasts', entry.slug, text(entry.audioUrl) || undefined),
    index: storyIndexes.podcasts,
    // As the episode's own page words it (pages/podcasts/@slug/+Page.tsx).
    pageByline: `Hosted by ${text(entry.host)} · ${text(entry.durationMinutes)} min`,
  }),
  post: (entry: Entry) => ({
    text: text(entry.excerpt),
    byline: `${text(entry.author)} · ${text(entry.readTimeMinutes)} min read`,
    action: 'Read More' as const,
    link: storyLink('blog', entry.slug, text(entry.link) || undefined),
    index: storyIndexes.blog,
    pageByline: `${text(entry.author)} · ${text(entry.readTimeMinutes)} min read`,
  }),
} satisfies Record<
  string,
  (entry: Entry) => Pick<Parameters<typeof StoryCard>[0], 'text' | 'byline' | 'action' | 'link'> & { index: Parameters<typeof StoryPage>[0]['index']; pageByline: string }
>

/**
 * A story as visitors meet it: its card, as the home page's tab shows it, then, when it is
 * published on this site rather than linked elsewhere, its own page, from the same components.
 */
const storyPreview = (kind: keyof typeof kinds) =>
  function StoryPreview(props: PreviewProps) {
    const entry = previewData(props)
    const { index, pageByline, ...card } = kinds[kind](entry)
    const story = {
      image: assetUrl(props, entry.image),
      imageAlt: text(entry.imageAlt),
      imageDecorative: entry.imageDecorative !== false,
      category: text(entry.category),
      title: text(entry.title),
      date: text(entry.date),
    }
    return (
      <>
        <div className="grid grid--3">
          <StoryCard {...story} headingLevel={3} {...card} />
        </div>
        {card.link.external ? null : <StoryPage story={{ ...story, html: renderMarkdown(text(entry.body)) }} summary={card.text} byline={pageByline} index={index} />}
      </>
    )
  }

/** A podcast episode's card as the home page's Podcasts tab shows it, and its own page. */
export const PodcastPreview = storyPreview('podcast')

/** A blog post's card as the home page's Blog Posts tab shows it, and its own page. */
export const BlogPostPreview = storyPreview('post')
