import type { SiteContent } from '#lib/content/collections.ts'
import { storyLink } from '#pages/_components/story-card/story-link.ts'
import { storyIndexes } from '#pages/_components/story-index/story-indexes.ts'

/** A built page the search indexes from its HTML: each heading with an id in it can be a result of its own. */
export interface SearchPage {
  path: string
  /** Where the page is, as a result says it: "Blog post", "Home page"… */
  where: string
  /** Whether the page's parts are results of their own, each named with the h2 it is under ("Home page — Advisors"). */
  sections: boolean
  /** Whether what the page is for (its description, which search engines show) is found as strongly as its heading: a page with little text of its own, a form or a list. */
  described: boolean
}

/** Something the search finds that has no page of its own here: a story published elsewhere, a partner or topic the home page shows one at a time. */
export interface SearchRecord {
  url: string
  title: string
  where: string
  content: string
}

const HOME = 'Home page'

/** Built pages the search leaves out: itself, and the later pages of a list, whose stories are found by themselves. */
const notSearched = (path: string) => path === '/search' || /\/page\/\d+$/.test(path)

/**
 * What the search indexes, from the same content and the same links as the pages: every page a
 * visitor can open (`pagePaths`, the built pages the sitemap lists) and records of what has no page here.
 */
export function searchSources(content: SiteContent, pagePaths: readonly string[]): { pages: SearchPage[]; records: SearchRecord[] } {
  const { settings } = content
  const known = new Map<string, Omit<SearchPage, 'path'>>([
    ['/', { where: HOME, sections: true, described: false }],
    ['/research', { where: settings.research.heading, sections: true, described: false }],
    ['/play-with-me', { where: settings.playWithMe.heading, sections: true, described: false }],
    ...content['signup-pages'].map(({ slug }) => [`/${slug}`, { where: 'Sign-up form', sections: false, described: true }] as const),
    ...Object.values(storyIndexes).map(({ path }) => [path, { where: 'List', sections: false, described: true }] as const),
  ])
  const records: SearchRecord[] = []
  const stories = [
    ...content['blog-posts'].map((post) => ({
      link: storyLink('blog', post.slug, post.link),
      where: 'Blog post',
      title: post.title,
      text: [post.excerpt, post.author, post.category],
    })),
    ...content.podcasts.map((episode) => ({
      link: storyLink('podcasts', episode.slug, episode.audioUrl),
      where: 'Podcast episode',
      title: episode.title,
      text: [episode.description, episode.host, episode.category],
    })),
  ]
  for (const { link, where, title, text } of stories) {
    if (link.external) records.push({ url: link.href, title, where: `${where} on ${new URL(link.href).hostname}`, content: [title, ...text].join('. ') })
    else known.set(link.href, { where, sections: false, described: false })
  }
  // A page added to the site later is found too, by its heading and what it is for.
  const pages = pagePaths.filter((path) => !notSearched(path)).map((path) => ({ path, ...(known.get(path) ?? { where: 'Page', sections: false, described: true }) }))
  for (const partner of content.partners) {
    records.push({
      url: '/#supporting-orgs',
      title: partner.name,
      where: `${HOME} — ${settings.partnersSection.heading}`,
      // The section's heading says what the partner is to the site, as a visitor looks for it ("partners").
      content: [partner.name, settings.partnersSection.heading, partner.kind, partner.description, partner.focus, ...partner.impact].join('. '),
    })
  }
  for (const topic of content['science-topics']) {
    records.push({
      url: '/#science',
      title: topic.title,
      where: `${HOME} — ${settings.science.heading}`,
      content: [topic.title, settings.science.heading, topic.description, ...topic.indicators].join('. '),
    })
  }
  return { pages, records }
}
