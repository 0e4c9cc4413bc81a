import { Island } from '../_components/island/island.tsx'
import type { Data } from './+data.ts'
import { PartnerExplorer } from './partner-explorer.tsx'

export function PartnersSection({ settings, partners }: Pick<Data, 'settings' | 'partners'>) {
  const explorerPartners = partners.map(({ slug, name, kind, description, website, logo, focus, impact, sections }) => ({ slug, name, kind, description, website, logo, focus, impact, sections }))
  return (
    <section id="supporting-orgs" className="section section--muted" aria-labelledby="partners-heading">
      <div className="container">
        <div className="section__header">
          <h2 id="partners-heading">{settings.partnersSection.heading}</h2>
          <p className="section__intro">{settings.partnersSection.intro}</p>
        </div>
        <Island name="partner-explorer" component={PartnerExplorer} props={{ partners: explorerPartners }} />
      </div>
    </section>
  )
}
