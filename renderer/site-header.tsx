import type { LayoutData } from './layout-data.ts'
import { headerCallToAction, headerLinks } from './site-navigation.ts'

export function SiteHeader({ site }: Pick<LayoutData, 'site'>) {
  return (
    <header className="site-header">
      <a className="site-header__logo" href="/">
        <img src={site.logo} alt={site.name} width={160} height={40} />
      </a>
      <nav className="site-header__nav" aria-label="Main">
        <ul className="site-header__links">
          {headerLinks.map((link) => (
            <li key={link.href}>
              <a className="site-header__link" href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
        <a className="site-header__cta" href={headerCallToAction.href}>{headerCallToAction.label}</a>
      </nav>
    </header>
  )
}
