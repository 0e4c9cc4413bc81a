import { useId } from 'react'
import { formatDate } from '../_components/format-date/format-date.ts'
import { pictureSlots } from '../../lib/pictures/picture-slots.ts'
import { Picture } from '../../renderer/picture/picture.tsx'
import './_story-card.scss'

interface StoryCardProps {
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
}

/** A podcast or blog post card in the community section. */
export function StoryCard({ image, imageAlt, category, title, text, byline, date, action, link }: StoryCardProps) {
  const titleId = useId()
  return (
    <article className="story-card">
      <Picture className="story-card__image" src={image} alt={imageAlt} slot={pictureSlots.story} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" />
      <div className="story-card__body">
        <p className="story-card__category">{category}</p>
        <h3 id={titleId} className="story-card__title">
          {title}
        </h3>
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
