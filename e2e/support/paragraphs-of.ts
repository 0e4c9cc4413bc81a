const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/**
 * The text of each paragraph of rendered Markdown (an entry's `html`), with its markup removed and
 * its spaces collapsed, as a browser's text search compares it.
 */
export function paragraphsOf(html: string): string[] {
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map(([, inner]) =>
    inner!
      .replace(/<[^>]+>/g, '')
      .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex: string, decimal: string, name: string) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : decimal ? String.fromCodePoint(Number(decimal)) : (ENTITIES[name] ?? entity),
      )
      .replace(/\s+/g, ' ')
      .trim(),
  )
}
