import type { StructuredData } from './structured-data.ts'

/**
 * A page's structured data as one JSON-LD block. It is data, not a script, so the site's
 * Content-Security-Policy (script-src 'self') lets it be; "<" is escaped so that no text in the
 * content can close the element early.
 */
export function jsonLdScript(graph: StructuredData[]): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}
