import { describe, expect, test } from 'vitest'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { storyLink } from '#pages/_components/story-card/story-link.ts'
import { storyIndexes } from '#pages/_components/story-index/story-indexes.ts'
import { searchSources } from './search-sources.ts'

const content = getSiteContent()
const stories = [
  ...content['blog-posts'].map((post) => ({ title: post.title, link: storyLink('blog', post.slug, post.link), where: 'Blog post' })),
  ...content.podcasts.map((episode) => ({ title: episode.title, link: storyLink('podcasts', episode.slug, episode.audioUrl), where: 'Podcast episode' })),
]
const storyPaths = stories.flatMap(({ link }) => (link.external ? [] : [link.href]))
const signupPaths = content['signup-pages'].map(({ slug }) => `/${slug}`)
const listPaths = Object.values(storyIndexes).map(({ path }) => path)
/** The pages a build of this content has, as the sitemap lists them, with the later pages of a list and one added later. */
const builtPaths = ['/', '/research', '/play-with-me', '/search', ...signupPaths, ...listPaths, `${storyIndexes.blog.path}/page/2`, ...storyPaths, '/a-page-added-later']
const { pages, records } = searchSources(content, builtPaths)
const pageAt = (path: string) => pages.find((page) => page.path === path)

describe('searchSources', () => {
  test('indexes each story with a page here from that page, and each published elsewhere as a record leading to its address', () => {
    for (const { title, link, where } of stories) {
      if (link.external) expect(records).toContainEqual(expect.objectContaining({ url: link.href, title, where: `${where} on ${new URL(link.href).hostname}` }))
      else expect(pageAt(link.href)).toEqual({ path: link.href, where, sections: false, described: false })
    }
  })

  test('indexes the home page, the research page and the Play With Me page part by part', () => {
    expect(pages.filter((page) => page.sections).map((page) => page.path)).toEqual(['/', '/research', '/play-with-me'])
  })

  test('indexes every other page a visitor can open with what it is for: the sign-up forms, the lists, and a page added later', () => {
    for (const path of signupPaths) expect(pageAt(path)).toEqual({ path, where: 'Sign-up form', sections: false, described: true })
    for (const path of listPaths) expect(pageAt(path)).toEqual({ path, where: 'List', sections: false, described: true })
    expect(pageAt('/a-page-added-later')).toEqual({ path: '/a-page-added-later', where: 'Page', sections: false, described: true })
  })

  test('leaves out the search page itself and the later pages of a list, whose stories are found by themselves', () => {
    expect(pages.map((page) => page.path).toSorted()).toEqual(builtPaths.filter((path) => path !== '/search' && !path.includes('/page/')).toSorted())
  })

  test('gives every partner and science topic, which the home page shows one at a time, a record leading to its section', () => {
    for (const partner of content.partners) {
      const record = records.find((each) => each.title === partner.name)!
      expect(record.url).toBe('/#supporting-orgs')
      expect(record.where).toBe(`Home page — ${content.settings.partnersSection.heading}`)
      expect(record.content).toContain(partner.description)
    }
    for (const topic of content['science-topics']) {
      const record = records.find((each) => each.title === topic.title)!
      expect(record.url).toBe('/#science')
      expect(record.content).toContain(topic.indicators[0])
    }
    expect(records).toHaveLength(stories.length - storyPaths.length + content.partners.length + content['science-topics'].length)
  })
})
