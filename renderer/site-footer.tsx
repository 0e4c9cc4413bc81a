import { hookAttribute } from './page-scripts/hook-attribute.ts'
import { SocialLinks } from './social-links/social-links.tsx'
import { telephoneHref } from '#lib/telephone-href/telephone-href.ts'
import type { LayoutData } from './layout-data.ts'
import { SiteLogo } from './site-logo.tsx'
import { footerLinks } from './site-navigation.ts'
import './_site-footer.scss'

export function SiteFooter({ site }: Pick<LayoutData, 'site'>) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__about">
          <SiteLogo site={site} fold="below" />
          <p className="site-footer__blurb">{site.footerBlurb}</p>
          <SocialLinks socials={site.socials} owner={site.name} />
        </div>
        <nav className="site-footer__column" aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="site-footer__heading">
            Quick Links
          </h2>
          <ul className="site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__column">
          <h2 className="site-footer__heading">Contact</h2>
          <address className="site-footer__contact">
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <a href={telephoneHref(site.phone)}>{site.phone}</a>
          </address>
        </div>
      </div>
      <div className="site-footer__bottom container">
        <p className="site-footer__copyright">
          © <span {...hookAttribute('currentYear')}>{new Date().getFullYear()}</span> {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
