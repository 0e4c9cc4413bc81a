/**
 * Where a podcast or blog card leads: the entry's external address, opened in a new tab, or else
 * its own page on this site, rendered from its Markdown.
 */
export function storyLink(section: 'podcasts' | 'blog', slug: string, externalUrl: string | undefined) {
  return externalUrl ? { href: externalUrl, external: true as const } : { href: `/${section}/${slug}`, external: false as const }
}
