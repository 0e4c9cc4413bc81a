import { useId } from 'react'
import { formatDate } from '../format-date/format-date.ts'
import './_story-card.scss'

export interface StoryCardProps {
  image: string
  imageAlt: string
  category: string
  title: string
  text: string
  /** Who and how long, for example "Maya Okafor · 26 min". */
  byline: string
  date: string
  action: 'Listen Now' | 'Read More'
  link: { href: string; external: boolean }
  /** The heading level that fits where the card sits in the page outline: 3 under a section's h2, 2 under a page's h1. */
  headingLevel: 2 | 3
}

/** What a card shows, built from an episode or a post (podcastCard, blogPostCard) wherever it is placed; its slug keys it in a list. */
export type StoryCardContent = Omit<StoryCardProps, 'headingLevel'> & { slug: string }

/** A podcast or blog post card, in the community section and on the Podcasts and Blog pages. */
export function StoryCard({ image, imageAlt, category, title, text, byline, date, action, link, headingLevel }: StoryCardProps) {
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="story-card">
      <img className="story-card__image" src={image} alt={imageAlt} width={640} height={360} loading="lazy" />
      <div className="story-card__body">
        <p className="story-card__category">{category}</p>
        <Heading id={titleId} className="story-card__title">
          {title}
        </Heading>
        <p className="story-card__text">{text}</p>
        <p className="story-card__meta">
          {byline} · <time dateTime={date}>{formatDate(date)}</time>
        </p>
        {/* The button keeps its short name; the card's title describes which story it opens. */}
        <a
          className="button button--secondary button--small story-card__action"
          href={link.href}
          aria-describedby={titleId}
          {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {action}
        </a>
      </div>
    </article>
  )
}
