import { advisorExpertise } from '#lib/content/fields/content-options.ts'
import { CardList } from '#pages/_components/card-list/card-list.tsx'
import { Island } from '#pages/_components/island/island.tsx'
import { Section } from '#pages/_components/section/section.tsx'
import { TextList } from '#pages/_components/text-list/text-list.tsx'
import type { Data } from '#pages/index/+data.ts'
import { advisorBoardIsland } from './advisor-board-island.ts'
import { AmbassadorCard } from '#pages/_components/ambassador-card/ambassador-card.tsx'
import { CallCard } from '../invitations/call-card.tsx'
import { invitations } from '../invitations/invitations.ts'
import './_advisors-section.scss'

export function AdvisorsSection({ settings, advisors, ambassadors }: Pick<Data, 'settings' | 'advisors' | 'ambassadors'>) {
  const { advisoryBoard } = settings
  return (
    <Section id="advisors" heading={advisoryBoard.heading} intro={advisoryBoard.intro} variant="muted" className="advisors">
      <CardList cards={advisoryBoard.benefits} className="grid grid--3 advisors__benefits" cardClassName="advisors__benefit" />
      <h3 className="advisors__subheading">Our Advisors</h3>
      <TextList items={advisorExpertise} className="advisors__chips" aria-label="Areas of expertise" itemClassName="advisors__chip" />
      <Island island={advisorBoardIsland} props={{ advisors }} />
      <div className="advisors__call">
        <CallCard {...invitations.advisor} headingLevel={4} />
      </div>
      <h3 className="advisors__subheading">Student Ambassadors</h3>
      <ul className="grid grid--2 advisors__ambassadors">
        {ambassadors.map((ambassador) => (
          <AmbassadorCard key={ambassador.slug} ambassador={ambassador} />
        ))}
        <li>
          <CallCard {...invitations.ambassador} headingLevel={4} stacked />
        </li>
      </ul>
    </Section>
  )
}
