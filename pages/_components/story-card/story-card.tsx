import { formatDate } from '../format-date/format-date.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { Picture } from '#renderer/picture/picture.tsx'
import './_story-card.scss'

export interface StoryCardProps {
  image: string
  imageAlt: string
  imageDecorative: boolean
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
export function StoryCard({ image, imageAlt, imageDecorative, category, title, text, byline, date, action, link, headingLevel }: StoryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="story-card">
      <Picture
        className="story-card__image"
        src={image}
        alt={imageAlt}
        decorative={imageDecorative}
        slot={pictureSlots.story}
        sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
      />
      <div className="story-card__body">
        <p className="story-card__category">{category}</p>
        <Heading className="story-card__title">{title}</Heading>
        <p className="story-card__text">{text}</p>
        <p className="story-card__meta">
          {byline} · <time dateTime={date}>{formatDate(date)}</time>
        </p>
        {/* The button shows its short name; its full name, which screen readers' lists of links and
            search engines read out of context, says which story it opens and where. */}
        <a className="button button--secondary button--small story-card__action" href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {action}
          <span className="visually-hidden">{` “${title}”${link.external ? ' (opens in a new tab)' : ''}`}</span>
        </a>
      </div>
    </article>
  )
}
