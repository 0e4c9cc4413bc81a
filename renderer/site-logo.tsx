import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import type { LayoutData } from './layout-data.ts'
import { Picture } from './picture/picture.tsx'
import './_site-logo.scss'

/**
 * The logo from the site settings, on a light backdrop in dark themes so its colours stay legible;
 * `fold` says whether it is in the header, seen at once, or the footer.
 */
export function SiteLogo({ site, fold }: Pick<LayoutData, 'site'> & { fold: 'above' | 'below' }) {
  return (
    <span className="site-logo">
      <Picture src={site.logo} alt={site.name} slot={pictureSlots.siteLogo} sizes="160px" fold={fold} />
    </span>
  )
}
