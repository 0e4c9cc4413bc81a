import { Section } from '../_components/section/section.tsx'
import { Island } from '../_components/island/island.tsx'
import type { Data } from './+data.ts'
import { CallCard } from './call-card.tsx'
import { communityTabsIsland } from './community-tabs-island.ts'
import { invitations } from './invitations.ts'
import './_community-section.scss'

export function CommunitySection({ settings, podcasts, blogPosts }: Pick<Data, 'settings' | 'podcasts' | 'blogPosts'>) {
  return (
    <Section id="community" heading={settings.community.heading} intro={settings.community.intro}>
      <Island island={communityTabsIsland} props={{ podcasts, blogPosts }} />
      <div className="community__join">
        <CallCard {...invitations.community} headingLevel={3} />
      </div>
    </Section>
  )
}
