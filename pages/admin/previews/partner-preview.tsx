import { collections } from '#lib/content/collections.ts'
import { PartnerExplorer } from '#pages/_components/partner-explorer/partner-explorer.tsx'
import { assetUrl, fieldTexts, previewData, texts, type PreviewProps } from './preview-props.ts'
import { previewSections } from './preview-sections.ts'

/** A partner's card and the panel that tells its story, as the home page shows them when it is chosen, its text split into sections as the site splits it. */
export function PartnerPreview(props: PreviewProps) {
  const partner = previewData(props)
  return (
    <div className="container">
      <PartnerExplorer
        partners={[
          {
            slug: partner.slug,
            ...fieldTexts(partner, ['name', 'kind', 'description', 'website', 'focus']),
            logo: assetUrl(props, partner.logo),
            impact: texts(partner.impact),
            sections: previewSections(partner.body, collections.partners.body.sections),
          },
        ]}
      />
    </div>
  )
}
