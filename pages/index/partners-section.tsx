import { Island } from '../_components/island/island.tsx'
import type { Data } from './+data.ts'
import { HomeSection } from './home-section.tsx'
import { partnerExplorerIsland } from './partner-explorer-island.ts'

export function PartnersSection({ settings, partners }: Pick<Data, 'settings' | 'partners'>) {
  return (
    <HomeSection id="supporting-orgs" heading={settings.partnersSection.heading} intro={settings.partnersSection.intro} className="section--muted">
      <Island island={partnerExplorerIsland} props={{ partners }} />
    </HomeSection>
  )
}
