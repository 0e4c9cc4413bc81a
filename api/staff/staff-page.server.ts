import { escapeHtml } from './escape-html.server.ts'

export interface StaffPageParts {
  title: string
  /** The page's content, already HTML. */
  body: string
  stylesheets: readonly string[]
}

/**
 * A whole console page: the site's style sheets, the visitor's light or dark setting (data-theme
 * "system" follows it), no script at all, and never indexed.
 */
export function staffPage({ title, body, stylesheets }: StaffPageParts): string {
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
    <main class="container staff-console">
      <h1>${escapeHtml(title)}</h1>
      ${body}
    </main>
  </body>
</html>
`
}
