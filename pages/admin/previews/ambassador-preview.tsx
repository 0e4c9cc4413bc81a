import { AmbassadorCard, type CardAmbassador } from '#pages/_components/ambassador-card/ambassador-card.tsx'
import { assetUrl, fieldTexts, previewData, text, type PreviewProps } from './preview-props.ts'

/** A student ambassador's card as the home page's advisors section lists it. */
export function AmbassadorPreview(props: PreviewProps) {
  const ambassador = previewData(props)
  return (
    <div className="container">
      <ul className="grid grid--2 advisors__ambassadors">
        <AmbassadorCard
          ambassador={{
            ...fieldTexts(ambassador, ['name', 'school', 'bio', 'imageAlt']),
            grade: text(ambassador.grade) as CardAmbassador['grade'],
            image: assetUrl(props, ambassador.image),
            imageDecorative: ambassador.imageDecorative !== false,
          }}
        />
      </ul>
    </div>
  )
}
