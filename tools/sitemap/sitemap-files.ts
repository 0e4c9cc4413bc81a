/** The sitemap.xml for the given page paths, and a robots.txt that points to it. */
export function sitemapFiles(siteUrl: string, paths: string[]) {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const urls = paths
    .toSorted()
    .map((path) => `  <url><loc>${escape(new URL(path, siteUrl).href)}</loc></url>`)
    .join('\n')
  return {
    sitemap: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    robots: `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`,
  }
}

/**
 * The page path of a prerendered HTML file ("research/index.html" is /research), or undefined for
 * files that are not pages of their own: the not-found page, the home page's section routes and the
 * content editor.
 */
export function pagePathOf(htmlFile: string, sectionRoutes: readonly string[]): string | undefined {
  const normalised = htmlFile.replace(/\\/g, '/')
  if (!normalised.endsWith('index.html')) return undefined
  const path = `/${normalised.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/'
  // The content editor (/admin) is for staff, not for search engines.
  if (path === '/admin' || path.startsWith('/admin/')) return undefined
  return sectionRoutes.includes(path) ? undefined : path
}
