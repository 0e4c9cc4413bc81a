import { Island } from '../_components/island/island.tsx'
import type { Data } from './+data.ts'
import { HomeSection } from './home-section.tsx'
import { PartnerExplorer } from './partner-explorer.tsx'

export function PartnersSection({ settings, partners }: Pick<Data, 'settings' | 'partners'>) {
  const explorerPartners = partners.map(({ slug, name, kind, description, website, logo, focus, impact, sections }) => ({ slug, name, kind, description, website, logo, focus, impact, sections }))
  return (
    <HomeSection id="supporting-orgs" heading={settings.partnersSection.heading} intro={settings.partnersSection.intro} className="section--muted">
      <Island name="partner-explorer" component={PartnerExplorer} props={{ partners: explorerPartners }} />
    </HomeSection>
  )
}
