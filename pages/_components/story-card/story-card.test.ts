import { describe, expect, test } from 'vitest'
import { formatDate } from './format-date.ts'
import { storyLink } from './story-link.ts'

describe('formatDate', () => {
  test('writes an ISO date in words, without shifting the day by time zone', () => {
    expect(formatDate('2026-09-15')).toBe('September 15, 2026')
    expect(formatDate('2026-01-01')).toBe('January 1, 2026')
  })
})

describe('storyLink', () => {
  test('uses the external address when there is one', () => {
    expect(storyLink('podcasts', 'an-episode', 'https://example.org/e')).toEqual({ href: 'https://example.org/e', external: true })
  })

  test('links to the entry’s own page when there is no external address', () => {
    expect(storyLink('blog', 'a-post', undefined)).toEqual({ href: '/blog/a-post', external: false })
  })
})
