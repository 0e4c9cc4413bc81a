import type { LayoutData } from './layout-data.ts'
import './_site-logo.scss'

/** The logo from the site settings, on a light backdrop in dark themes so its colours stay legible. */
export function SiteLogo({ site }: Pick<LayoutData, 'site'>) {
  return (
    <span className="site-logo">
      <img src={site.logo} alt={site.name} width={160} height={40} />
    </span>
  )
}
