import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

export interface PlainPageParts {
  /** The page's title, also its h1; the tab reads it followed by `site`. */
  title: string
  /** What the tab names after the title, like "SenseAhead staff". */
  site: string
  /** The page's content below its h1. */
  body: ReactNode
  stylesheets: readonly string[]
  /** Above the main content (the console's navigation and sign-out). */
  header?: ReactNode
  /** The classes of the header and the main content. */
  layout: string
}

/**
 * A whole page the server writes itself (the staff console's, a person's own data page): the site's
 * style sheets, the visitor's light or dark setting (data-theme "system" follows it), no script at
 * all, and never indexed. React writes it, so every value in it is escaped as text unless a
 * component says otherwise, and none does.
 */
export function plainPage({ title, site, body, stylesheets, header, layout }: PlainPageParts): string {
  const page = (
    <html lang="en" data-theme="system" data-palette="standard">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${site}`}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        {header ? <header className={`${layout} staff-console__header`}>{header}</header> : null}
        <main id="main" className={layout}>
          <h1>{title}</h1>
          {body}
        </main>
      </body>
    </html>
  )
  return `<!DOCTYPE html>\n${renderToStaticMarkup(page)}\n`
}
