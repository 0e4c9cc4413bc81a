import { escapeHtml } from './escape-html.server.ts'

export interface PlainPageParts {
  /** The page's title, also its h1; the tab reads it followed by `site`. */
  title: string
  /** What the tab names after the title, like "SenseAhead staff". */
  site: string
  /** The page's content below its h1, already HTML. */
  body: string
  stylesheets: readonly string[]
  /** Above the main content, already HTML (the console's navigation and sign-out). */
  header?: string | undefined
  /** The classes of the header and the main content. */
  layout: string
}

/**
 * A whole page the server writes itself (the staff console's, a person's own data page): the site's
 * style sheets, the visitor's light or dark setting (data-theme "system" follows it), no script at
 * all, and never indexed.
 */
export function plainPage({ title, site, body, stylesheets, header, layout }: PlainPageParts): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ')
  return `<!DOCTYPE html>
<html lang="en" data-theme="system" data-palette="standard">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${escapeHtml(title)} · ${escapeHtml(site)}</title>
    ${links}
  </head>
  <body>
    ${header ? `<header class="${layout} staff-console__header">${header}</header>\n    ` : ''}<main id="main" class="${layout}">
      <h1>${escapeHtml(title)}</h1>
      ${body}
    </main>
  </body>
</html>
`
}
