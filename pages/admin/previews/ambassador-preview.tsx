import { AmbassadorCard, type CardAmbassador } from '../../_components/ambassador-card/ambassador-card.tsx'
import { assetUrl, previewData, text, type PreviewProps } from './preview-props.ts'

/** A student ambassador's card as the home page's advisors section lists it. */
export function AmbassadorPreview(props: PreviewProps) {
  const ambassador = previewData(props)
  return (
    <div className="container">
      <ul className="grid grid--2 advisors__ambassadors">
        <AmbassadorCard
          ambassador={{
            name: text(ambassador.name),
            grade: text(ambassador.grade) as CardAmbassador['grade'],
            school: text(ambassador.school),
            bio: text(ambassador.bio),
            image: assetUrl(props, ambassador.image),
            imageAlt: text(ambassador.imageAlt),
          }}
        />
      </ul>
    </div>
  )
}
