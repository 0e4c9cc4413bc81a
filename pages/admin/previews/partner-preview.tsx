import { collections, type Partner } from '../../../lib/content/collections.ts'
import { renderMarkdown } from '../../../lib/content/render-markdown.ts'
import { splitSections } from '../../../lib/content/split-sections.ts'
import { PartnerExplorer } from '../../_components/partner-explorer/partner-explorer.tsx'
import { assetUrl, previewData, text, type PreviewProps } from './preview-props.ts'

/** A partner's card and the panel that tells its story, as the home page shows them when it is chosen, its text split into sections as the site splits it. */
export function PartnerPreview(props: PreviewProps) {
  const partner = previewData(props)
  const split = splitSections(text(partner.body), 1, collections.partners.body.sections).sections
  // A section not written yet shows empty, as the form fills in.
  const sections = Object.fromEntries(Object.entries(split).map(([key, markdown]) => [key, renderMarkdown(markdown)])) as Partial<Partner['sections']>
  return (
    <div className="container">
      <PartnerExplorer
        partners={[
          {
            slug: partner.slug,
            name: text(partner.name),
            kind: text(partner.kind),
            description: text(partner.description),
            website: text(partner.website),
            logo: assetUrl(props, partner.logo),
            focus: text(partner.focus),
            impact: Array.isArray(partner.impact) ? partner.impact.map(text) : [],
            sections: { story: sections.story ?? '', journey: sections.journey ?? '', future: sections.future ?? '', outcomes: sections.outcomes },
          },
        ]}
      />
    </div>
  )
}
