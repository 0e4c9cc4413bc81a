import { expect, test } from 'vitest'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { linkedPicture } from '#lib/pictures/linked-picture.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { newestFirst } from '#lib/content/newest-first.ts'
import { parseFeed } from './parse-feed.ts'
import { podcastFeed } from './podcast-feed.ts'

// The content the build makes the feeds from: content/, or the copy CONTENT_DIR names.
const content = getSiteContent()
const { channel, rss } = parseFeed(podcastFeed(content))
const episodes = newestFirst(content.podcasts)

test('is RSS 2.0 with the iTunes and podcast namespaces', () => {
  expect(rss['@version']).toBe('2.0')
  expect(rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd')
  expect(rss['@xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0')
})

test('names the show, its author, summary, picture, categories and that it is not explicit', () => {
  const { settings } = content
  expect(channel['title']).toContain(settings.name)
  expect(channel['itunes:author']).toBe(settings.name)
  expect(channel['itunes:summary']).toBe(settings.community.intro)
  // The poster as the build ships it: a photo's original is never served.
  expect(channel['itunes:image']).toEqual({ '@href': new URL(linkedPicture(settings.hero.poster, pictureSlots.heroPoster).path, settings.siteUrl).href })
  expect(channel['itunes:category']).toEqual([...new Set(episodes.map((episode) => episode.category))].map((text) => ({ '@text': text })))
  expect(channel['itunes:explicit']).toBe('false')
  expect(channel['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
})

test('lists every episode, newest first, with its title, author, duration and date', () => {
  expect(channel.item.map((item) => item.title)).toEqual(episodes.map((episode) => episode.title))
  channel.item.forEach((item, index) => {
    const episode = episodes[index]!
    expect(item['itunes:author']).toBe(episode.host)
    expect(item['itunes:summary']).toBe(episode.description)
    expect(item['itunes:duration']).toBe(String(episode.durationMinutes * 60))
    expect(item['itunes:explicit']).toBe('false')
    expect(new Date(item['pubDate'] as string).toISOString().slice(0, 10)).toBe(episode.date)
  })
})

test('gives each episode with audio an enclosure, and links each to its audio or its page here', () => {
  channel.item.forEach((item, index) => {
    const episode = episodes[index]!
    if (episode.audioUrl) {
      expect(item.enclosure).toMatchObject({ '@url': episode.audioUrl, '@length': '0', '@type': expect.stringMatching(/^audio\//) })
      expect(item.link).toBe(episode.audioUrl)
    } else {
      expect(item.enclosure).toBeUndefined()
      expect(item.link).toBe(new URL(`/podcasts/${episode.slug}`, content.settings.siteUrl).href)
    }
  })
})
