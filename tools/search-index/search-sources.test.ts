import { describe, expect, test } from 'vitest'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { storyLink } from '#pages/_components/story-card/story-link.ts'
import { searchSources } from './search-sources.ts'

const content = getSiteContent()
const { pages, records } = searchSources(content)
const stories = [
  ...content['blog-posts'].map((post) => ({ title: post.title, link: storyLink('blog', post.slug, post.link), where: 'Blog post' })),
  ...content.podcasts.map((episode) => ({ title: episode.title, link: storyLink('podcasts', episode.slug, episode.audioUrl), where: 'Podcast episode' })),
]

describe('searchSources', () => {
  test('indexes each story with a page here from that page, and each published elsewhere as a record leading to its address', () => {
    for (const { title, link, where } of stories) {
      if (link.external) expect(records).toContainEqual(expect.objectContaining({ url: link.href, title, where: `${where} on ${new URL(link.href).hostname}` }))
      else expect(pages).toContainEqual({ path: link.href, where, sections: false })
    }
    expect(pages.length + records.length).toBe(stories.length + 3 + content.partners.length + content['science-topics'].length)
  })

  test('indexes the home page, the research page and the Play With Me page part by part', () => {
    expect(pages.filter((page) => page.sections).map((page) => page.path)).toEqual(['/', '/research', '/play-with-me'])
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
  })
})
