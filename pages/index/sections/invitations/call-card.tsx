import './_call-card.scss'

interface CallCardProps {
  title: string
  text: string
  action: { label: string; href: string }
  /** The heading level that fits where the card sits in the page outline. */
  headingLevel: 3 | 4
  /** Stacked: text above the button, for a card in a grid; otherwise side by side. */
  stacked?: boolean
}

/** A highlighted card inviting the visitor to take part, with one button. */
export function CallCard({ title, text, action, headingLevel, stacked = false }: CallCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div className={stacked ? 'call-card call-card--stacked' : 'call-card'}>
      <div>
        <Heading className="call-card__title">{title}</Heading>
        <p className="call-card__text">{text}</p>
      </div>
      <a className="button button--primary" href={action.href}>
        {action.label}
      </a>
    </div>
  )
}
