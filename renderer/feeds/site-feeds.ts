/**
 * The RSS feeds the build writes (tools/feeds/) and every page's head announces with
 * `<link rel="alternate">`, so feed readers find them from any page of the site.
 */
export const siteFeeds = {
  podcasts: { path: '/podcasts/feed.xml', title: 'Podcast' },
  blog: { path: '/blog/feed.xml', title: 'Blog' },
} as const
