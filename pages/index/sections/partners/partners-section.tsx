import { Island } from '../../../_components/island/island.tsx'
import { Section } from '../../../_components/section/section.tsx'
import type { Data } from '../../+data.ts'
import { partnerExplorerIsland } from './partner-explorer-island.ts'

export function PartnersSection({ settings, partners }: Pick<Data, 'settings' | 'partners'>) {
  return (
    <Section id="supporting-orgs" heading={settings.partnersSection.heading} intro={settings.partnersSection.intro} variant="muted">
      <Island island={partnerExplorerIsland} props={{ partners }} />
    </Section>
  )
}
