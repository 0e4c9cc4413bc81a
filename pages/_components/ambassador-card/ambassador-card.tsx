import type { SiteContent } from '#lib/content/collections.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { Picture } from '#renderer/picture/picture.tsx'
import './_ambassador-card.scss'

export type CardAmbassador = Pick<SiteContent['student-ambassadors'][number], 'image' | 'imageAlt' | 'imageDecorative' | 'name' | 'grade' | 'school' | 'bio'>

/** A student ambassador's card, as the home page's advisors section lists them. */
export function AmbassadorCard({ ambassador }: { ambassador: CardAmbassador }) {
  return (
    <li className="card ambassador-card">
      <Picture
        className="ambassador-card__portrait"
        src={ambassador.image}
        alt={ambassador.imageAlt}
        decorative={ambassador.imageDecorative}
        slot={pictureSlots.portrait}
        sizes="6rem"
      />
      <div>
        <h4>{ambassador.name}</h4>
        <p className="ambassador-card__school">
          {ambassador.grade} grade, {ambassador.school}
        </p>
        <p>{ambassador.bio}</p>
      </div>
    </li>
  )
}
