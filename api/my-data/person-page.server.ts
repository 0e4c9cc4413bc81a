import { escapeHtml } from '../staff/escape-html.server.ts'

/**
 * A whole page of the links in a confirmation, in the site's look (its style sheets, one column of
 * text as an article has it), following the visitor's light or dark setting, with no script at all and
 * never indexed. `body` is HTML already.
 */
export function personPage({ title, body, stylesheets }: { title: string; body: string; stylesheets: readonly string[] }): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ')
  return `<!DOCTYPE html>
<html lang="en" data-theme="system" data-calm="off">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${escapeHtml(title)} · SenseAhead</title>
    ${links}
  </head>
  <body>
    <main id="main" class="container prose">
      <h1>${escapeHtml(title)}</h1>
      ${body}
    </main>
  </body>
</html>
`
}
