import type { ReactNode } from 'react'
// First, so that every component's partial comes after the base styles it builds on.
import './styles/main.scss'
import type { LayoutData } from './layout-data.ts'
import { ReadAloud } from './read-aloud/read-aloud.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/** The id of the page's main part, the first thing after the header: the skip link leads there. */
export const MAIN_ID = 'main'

export function Layout({ site, children }: Pick<LayoutData, 'site'> & { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <SiteHeader site={site} />
      <main id={MAIN_ID} tabIndex={-1}>
        <ReadAloud />
        {children}
      </main>
      <SiteFooter site={site} />
    </>
  )
}
