import { formatDate } from '../format-date/format-date.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { Picture } from '#renderer/picture/picture.tsx'
import type { StoryIndex } from '../story-index/story-indexes.ts'
import './_story-page.scss'

export interface StoryPageProps {
  /** The blog post or episode, its Markdown body rendered to HTML. */
  story: { category: string; title: string; date: string; image: string; imageAlt: string; imageDecorative: boolean; html?: string | undefined }
  summary: string
  /** Who and how long, for example "Maya Okafor · 7 min read". */
  byline: string
  /** The list the story is on, which the page links back to. */
  index: StoryIndex
}

/** A blog post or podcast episode published on this site, rendered from its Markdown. */
export function StoryPage({ story: { category, title, date, image, imageAlt, imageDecorative, html = '' }, summary, byline, index }: StoryPageProps) {
  return (
    <article className="story-page" aria-labelledby="story-heading">
      <div className="container story-page__inner">
        <p className="story-page__back">
          <a href={index.path}>
            <span aria-hidden="true">←</span>Back to {index.heading}
          </a>
        </p>
        <p className="eyebrow">{category}</p>
        <h1 id="story-heading">{title}</h1>
        <p className="story-page__summary">{summary}</p>
        <p className="story-page__meta">
          {byline} · <time dateTime={date}>{formatDate(date)}</time>
        </p>
        <Picture className="story-page__image" src={image} alt={imageAlt} decorative={imageDecorative} slot={pictureSlots.story} sizes="min(48rem, 100vw)" fold="lead" />
        <div className="story-page__body prose" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </article>
  )
}
