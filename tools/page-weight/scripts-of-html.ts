/**
 * The same-site JavaScript files an HTML document loads: script elements with a src, and module
 * preloads. Inline JSON data blocks are not code and are not counted.
 */
export function scriptsOfHtml(html: string): string[] {
  const sources = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc=["']([^"']+)["']/i.exec(tag)?.[1]
    if (src?.startsWith('/')) sources.add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']modulepreload["']/i.test(tag)) continue
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1]
    if (href?.startsWith('/')) sources.add(href)
  }
  return [...sources]
}
