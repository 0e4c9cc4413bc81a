import type { LayoutData } from './layout-data.ts'
import { footerLinks } from './site-navigation.ts'

export function SiteFooter({ site }: Pick<LayoutData, 'site'>) {
  return (
    <footer className="site-footer">
      <img src={site.logo} alt={site.name} width={160} height={40} />
      <p className="site-footer__blurb">{site.footerBlurb}</p>
      <nav aria-label="Quick links">
        <h2 className="site-footer__heading">Quick Links</h2>
        <ul>
          {footerLinks.map((link) => (
            <li key={link.label}><a href={link.href}>{link.label}</a></li>
          ))}
        </ul>
      </nav>
      <address className="site-footer__contact">
        <a href={`mailto:${site.email}`}>{site.email}</a>
        <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}>{site.phone}</a>
      </address>
      <ul className="site-footer__socials">
        {site.socials.map((social) => (
          <li key={social.name}><a href={social.url}>{social.name}</a></li>
        ))}
      </ul>
      <p className="site-footer__copyright">
        © <span data-current-year>{new Date().getFullYear()}</span> {site.name}. All rights reserved.
      </p>
    </footer>
  )
}
