import { hookAttribute } from './page-scripts/hook-attribute.ts'
import { HeaderSearch } from './header-search/header-search.tsx'
import type { LayoutData } from './layout-data.ts'
import { SiteLogo } from './site-logo.tsx'
import { headerCallToAction, headerLinks } from './site-navigation.ts'
import { ThemeControls } from './theme-controls.tsx'
import './_site-header.scss'

/** Fixed header. site.js makes it more opaque after scrolling and opens and closes the menu. */
export function SiteHeader({ site }: Pick<LayoutData, 'site'>) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__logo" href="/">
          <SiteLogo site={site} fold="above" />
        </a>
        <button className="site-header__menu-button" type="button" aria-expanded="false" aria-controls="site-menu" {...hookAttribute('menuToggle')} data-needs-js>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Menu
        </button>
        <div id="site-menu" className="site-header__panel">
          <nav className="site-header__nav" aria-label="Main">
            <ul className="site-header__links">
              {headerLinks.map((link) => (
                <li key={link.href}>
                  <a className="site-header__link" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderSearch />
          <a className="button button--primary site-header__cta" href={headerCallToAction.href}>
            {headerCallToAction.label}
          </a>
          <ThemeControls />
        </div>
      </div>
    </header>
  )
}
