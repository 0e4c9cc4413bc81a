/** Pages without islands, which must load no framework code. */
export const HTML_ONLY_PAGES = new Set(['/research', '/podcasts', '/blog', '/404'])
