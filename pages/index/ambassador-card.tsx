import type { SiteContent } from '../../lib/content/collections.ts'
import { pictureSlots } from '../../lib/pictures/picture-slots.ts'
import { Picture } from '../../renderer/picture/picture.tsx'

export type CardAmbassador = Pick<SiteContent['student-ambassadors'][number], 'image' | 'imageAlt' | 'name' | 'grade' | 'school' | 'bio'>

/** A student ambassador's card, as the home page's advisors section lists them. */
export function AmbassadorCard({ ambassador }: { ambassador: CardAmbassador }) {
  return (
    <li className="card advisors__ambassador">
      <Picture className="advisors__ambassador-portrait" src={ambassador.image} alt={ambassador.imageAlt} slot={pictureSlots.portrait} sizes="6rem" />
      <div>
        <h4>{ambassador.name}</h4>
        <p className="advisors__ambassador-school">
          {ambassador.grade} grade, {ambassador.school}
        </p>
        <p>{ambassador.bio}</p>
      </div>
    </li>
  )
}
