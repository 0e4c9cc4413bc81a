import { escapeHtml } from './escape-html.server.ts'

export interface StaffPageParts {
  title: string
  /** The page's content, already HTML. */
  body: string
  stylesheets: readonly string[]
  /** The console's navigation and sign-out, already HTML, for a signed-in person's pages. */
  header?: string | undefined
  /** Room for a table: the inbox's lists and the audit log. */
  wide?: boolean | undefined
}

/**
 * A whole console page: the site's style sheets, the visitor's light or dark setting (data-theme
 * "system" follows it), no script at all, and never indexed.
 */
export function staffPage({ title, body, stylesheets, header, wide }: StaffPageParts): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ')
  return `<!DOCTYPE html>
<html lang="en" data-theme="system" data-calm="off">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${escapeHtml(title)} · SenseAhead staff</title>
    ${links}
  </head>
  <body>
    ${header ? `<header class="container staff-console staff-console__header${wide ? ' staff-console--wide' : ''}">${header}</header>\n    ` : ''}<main class="container staff-console${wide ? ' staff-console--wide' : ''}">
      <h1>${escapeHtml(title)}</h1>
      ${body}
    </main>
  </body>
</html>
`
}
