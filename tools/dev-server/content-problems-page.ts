import type { ContentProblem } from '#lib/content/content-problem.ts'
import { formatProblem } from '#lib/content/format-problem.ts'

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * What the development server shows instead of a page while the content has problems: the
 * checker's lines, as `npm run check:content` prints them. Vite's client script is included so
 * that the page reloads by itself once the content is fixed.
 */
export function contentProblemsPage(problems: readonly ContentProblem[]): string {
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`
  const items = problems.map((problem) => `<li><code>${escapeHtml(formatProblem(problem))}</code></li>`).join('\n')
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The content has ${count}</title>
<script type="module" src="/@vite/client"></script>
<style>
body { font: 1rem/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1f2933; background: #fdfcf8; }
code { font: 0.95rem/1.5 ui-monospace, monospace; white-space: pre-wrap; }
li { margin-block: 0.5rem; }
</style>
</head>
<body>
<main>
<h1>The content has ${count}</h1>
<p>Fix each line below and save: this page reloads by itself. CONTENT.md explains every field.</p>
<ul>
${items}
</ul>
</main>
</body>
</html>
`
}
