import { describe, expect, test } from 'vitest'
import { storyLink } from './story-link.ts'

describe('storyLink', () => {
  test('uses the external address when there is one', () => {
    expect(storyLink('podcasts', 'an-episode', 'https://example.org/e')).toEqual({ href: 'https://example.org/e', external: true })
  })

  test('links to the entry’s own page when there is no external address', () => {
    expect(storyLink('blog', 'a-post', undefined)).toEqual({ href: '/blog/a-post', external: false })
  })
})
