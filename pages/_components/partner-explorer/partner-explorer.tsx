import { useRef, useState } from 'react'
import type { Partner } from '#lib/content/collections.ts'
import { TextList } from '../text-list/text-list.tsx'
import type { partnerCardFields } from './partner-card-fields.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { Picture } from '#renderer/picture/picture.tsx'
import './_partner-explorer.scss'

export type ExplorerPartner = Pick<Partner, (typeof partnerCardFields)[number]>

/** Three partner cards; the chosen one (the first at first) tells its story in the panel. */
export function PartnerExplorer({ partners }: { partners: ExplorerPartner[] }) {
  const [selected, setSelected] = useState(0)
  const panel = useRef<HTMLElement>(null)
  const partner = partners[selected]!
  // On a phone the panel sits below all three cards: bring it into view so the change is seen.
  // The page's scroll-behavior and scroll-padding already respect reduced motion and the header.
  const select = (index: number) => {
    setSelected(index)
    const top = panel.current?.getBoundingClientRect().top
    if (top !== undefined && top > window.innerHeight) panel.current?.scrollIntoView({ block: 'start' })
  }
  return (
    <div className="partner-explorer">
      <ul className="partner-explorer__cards">
        {partners.map((each, index) => (
          // A click anywhere on the card selects it; the button inside is the keyboard's way in.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a larger pointer target for that button
          <li key={each.slug} className="partner-explorer__card" data-selected={index === selected} onClick={() => select(index)}>
            <button type="button" className="partner-explorer__select" aria-pressed={index === selected} aria-controls="partner-panel">
              {/* The partner's name beside it names the button: a text alternative would only repeat it. */}
              <Picture className="partner-explorer__logo" src={each.logo} alt="" slot={pictureSlots.partnerLogo} sizes="12rem" />
              <span className="partner-explorer__name">{each.name}</span>
              <span className="partner-explorer__kind">{each.kind}</span>
            </button>
            <p className="partner-explorer__description">{each.description}</p>
            <dl className="partner-explorer__facts">
              <dt>Focus</dt>
              <dd>{each.focus}</dd>
              <dt>Impact</dt>
              <dd>{each.impact.join(' · ')}</dd>
            </dl>
            <a className="button button--secondary button--small" href={each.website} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
              Learn More<span className="visually-hidden"> about {each.name} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <section ref={panel} id="partner-panel" className="card card--roomy partner-explorer__panel" aria-labelledby="partner-panel-heading">
        <h3 id="partner-panel-heading">{partner.name}</h3>
        <div className="partner-explorer__summary">
          <div>
            <h4>Focus</h4>
            <p>{partner.focus}</p>
          </div>
          <div>
            <h4>Impact</h4>
            <TextList items={partner.impact} />
          </div>
        </div>
        <h4>Our Partnership</h4>
        <blockquote className="partner-explorer__story" dangerouslySetInnerHTML={{ __html: partner.sections.story }} />
        <h4>Journey</h4>
        <div className="prose" dangerouslySetInnerHTML={{ __html: partner.sections.journey }} />
        <h4>Future</h4>
        <div className="prose" dangerouslySetInnerHTML={{ __html: partner.sections.future }} />
        {partner.sections.outcomes && (
          <>
            <h4>Outcomes</h4>
            <div className="prose" dangerouslySetInnerHTML={{ __html: partner.sections.outcomes }} />
          </>
        )}
      </section>
    </div>
  )
}
