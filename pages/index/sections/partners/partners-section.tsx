import { Island } from '#pages/_components/island/island.tsx'
import { Section } from '#pages/_components/section/section.tsx'
import type { Data } from '#pages/index/+data.ts'
import { partnerExplorerIsland } from './partner-explorer-island.ts'

export function PartnersSection({ settings, partners }: Pick<Data, 'settings' | 'partners'>) {
  return (
    <Section id="supporting-orgs" heading={settings.partnersSection.heading} intro={settings.partnersSection.intro} variant="muted">
      <Island island={partnerExplorerIsland} props={{ partners }} />
    </Section>
  )
}
