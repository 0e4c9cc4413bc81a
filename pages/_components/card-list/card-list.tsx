import type { ReactNode } from 'react'

interface CardListProps {
  cards: { title: string; description: string }[]
  /** The list's classes, such as a grid's. */
  className?: string
  /** Classes of each card besides `card`. */
  cardClassName?: string
  titleClassName?: string
  /** A numbered list, for steps taken in order. */
  ordered?: boolean
  /** Shown above a card's title, such as its icon or its number; given the card's position. */
  before?: (index: number) => ReactNode
}

/** Cards of a title and a short description, as a list: pillars, benefits, focus areas, steps. */
export function CardList({ cards, className, cardClassName, titleClassName, ordered = false, before }: CardListProps) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <List className={className}>
      {cards.map((card, index) => (
        <li key={card.title} className={cardClassName ? `card ${cardClassName}` : 'card'}>
          {before?.(index)}
          <h3 className={titleClassName}>{card.title}</h3>
          <p>{card.description}</p>
        </li>
      ))}
    </List>
  )
}
