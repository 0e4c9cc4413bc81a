import type { PageContextServer } from 'vike/types'
import { describe, expect, test } from 'vitest'
import { latestOnHome } from '#lib/content/latest-on-home.ts'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import type { StructuredData } from '#renderer/structured-data/structured-data.ts'
import { data as blogPostPage } from '#pages/blog/@slug/+data.ts'
import { data as homePage } from '#pages/index/+data.ts'
import { data as episodePage } from '#pages/podcasts/@slug/+data.ts'
import { data as researchPage } from '#pages/research/+data.ts'

/**
 * What each type must carry: schema.org's expected properties that Google's rich results
 * (Organization, Article, Podcast episode) and Google Scholar require or recommend. Dotted names
 * are properties of the node a property holds.
 */
const requiredProperties: Record<string, string[]> = {
  NGO: ['name', 'url', 'logo', 'email', 'description'],
  BlogPosting: ['headline', 'datePublished', 'author.name', 'image', 'url', 'publisher'],
  PodcastEpisode: ['name', 'url', 'datePublished', 'description', 'partOfSeries.name', 'partOfSeries.url'],
  ScholarlyArticle: ['headline', 'author', 'datePublished', 'isPartOf', 'identifier.value', 'url'],
}

// The content the pages are made from (content/, or the copy CONTENT_DIR names), as their data hooks read it.
const content = getSiteContent()
const { settings } = content

const valueAt = (node: StructuredData, path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], node)

function expectComplete(node: StructuredData) {
  const required = requiredProperties[node['@type']]
  expect(required, `a list of required properties for ${node['@type']}`).toBeDefined()
  for (const path of required!) expect(valueAt(node, path), `${node['@type']} ${path}`).toBeTruthy()
}

const ofType = (graph: StructuredData[], type: string) => graph.filter((node) => node['@type'] === type)

describe('the home page', () => {
  const graph = homePage({ urlPathname: '/' } as PageContextServer).head.structuredData

  test('describes the organisation as a nonprofit, with its set-up profiles', () => {
    const [organisation] = ofType(graph, 'NGO')
    expect(organisation).toMatchObject({ name: settings.name, email: settings.email })
    const profiles = settings.socials.map((social) => social.url).filter((url) => url !== '#')
    expect(organisation!['sameAs']).toEqual(profiles.length > 0 ? profiles : undefined)
  })

  // The page shows the newest few stories of each list, and describes exactly those.
  const podcasts = latestOnHome(content.podcasts, settings)
  const blogPosts = latestOnHome(content['blog-posts'], settings)

  test('describes every episode, post and cited paper it shows', () => {
    expect(
      ofType(graph, 'PodcastEpisode')
        .map((node) => node['name'])
        .toSorted(),
    ).toEqual(podcasts.map((episode) => episode.title).toSorted())
    expect(
      ofType(graph, 'BlogPosting')
        .map((node) => node['headline'])
        .toSorted(),
    ).toEqual(blogPosts.map((post) => post.title).toSorted())
    const cited = new Set(content['science-topics'].flatMap((topic) => topic.publications))
    expect(ofType(graph, 'ScholarlyArticle').map((node) => node['identifier'])).toHaveLength(cited.size)
  })

  test('gives every node the properties its type requires', () => {
    for (const node of graph) expectComplete(node)
  })

  test('names the audio of each episode published elsewhere', () => {
    for (const episode of podcasts.filter((each) => each.audioUrl)) {
      const node = ofType(graph, 'PodcastEpisode').find((each) => each['name'] === episode.title)
      expect(valueAt(node!, 'associatedMedia.contentUrl')).toBe(episode.audioUrl)
    }
  })
})

describe('the story pages', () => {
  const posts = content['blog-posts'].filter((post) => !post.link)
  const episodes = content.podcasts.filter((episode) => !episode.audioUrl)

  test.each(posts.map((post) => [post.slug]))('/blog/%s describes its post and the organisation', (slug) => {
    const graph = blogPostPage({ routeParams: { slug } } as unknown as PageContextServer).head.structuredData
    expect(graph.map((node) => node['@type']).toSorted()).toEqual(['BlogPosting', 'NGO'])
    for (const node of graph) expectComplete(node)
  })

  test.each(episodes.map((episode) => [episode.slug]))('/podcasts/%s describes its episode and the organisation', (slug) => {
    const graph = episodePage({ routeParams: { slug } } as unknown as PageContextServer).head.structuredData
    expect(graph.map((node) => node['@type']).toSorted()).toEqual(['NGO', 'PodcastEpisode'])
    for (const node of graph) expectComplete(node)
  })
})

test('every page has a link preview picture with its size and a description', () => {
  const heads = [homePage({ urlPathname: '/' } as PageContextServer).head, researchPage().head]
  for (const head of heads) {
    expect(head.image.width).toBeGreaterThan(0)
    expect(head.image.height).toBeGreaterThan(0)
    expect(head.image.alt).not.toBe('')
    expect(head.image.path).not.toMatch(/\.svg$/)
  }
})
