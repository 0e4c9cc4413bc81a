import type { SiteContent } from '#lib/content/collections.ts'
import { storyLink } from '#pages/_components/story-card/story-link.ts'

/** A built page the search indexes from its HTML: each heading with an id in it can be a result of its own. */
export interface SearchPage {
  path: string
  /** Where the page is, as a result says it: "Blog post", "Home page"… */
  where: string
  /** Whether the page's parts are results of their own, each named with the h2 it is under ("Home page — Advisors"). */
  sections: boolean
}

/** Something the search finds that has no page of its own here: a story published elsewhere, a partner or topic the home page shows one at a time. */
export interface SearchRecord {
  url: string
  title: string
  where: string
  content: string
}

const HOME = 'Home page'

/** What the search indexes, from the same content and the same links as the pages. */
export function searchSources(content: SiteContent): { pages: SearchPage[]; records: SearchRecord[] } {
  const { settings } = content
  const pages: SearchPage[] = [
    { path: '/', where: HOME, sections: true },
    { path: '/research', where: settings.research.heading, sections: true },
    { path: '/play-with-me', where: settings.playWithMe.heading, sections: true },
  ]
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
    else pages.push({ path: link.href, where, sections: false })
  }
  for (const partner of content.partners) {
    records.push({
      url: '/#supporting-orgs',
      title: partner.name,
      where: `${HOME} — ${settings.partnersSection.heading}`,
      content: [partner.name, partner.kind, partner.description, partner.focus, ...partner.impact].join('. '),
    })
  }
  for (const topic of content['science-topics']) {
    records.push({
      url: '/#science',
      title: topic.title,
      where: `${HOME} — ${settings.science.heading}`,
      content: [topic.title, topic.description, ...topic.indicators].join('. '),
    })
  }
  return { pages, records }
}
