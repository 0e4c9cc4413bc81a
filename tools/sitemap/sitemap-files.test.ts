import { describe, expect, test } from 'vitest'
import { pagePathOf, sitemapFiles } from './sitemap-files.ts'

describe('pagePathOf', () => {
  test('maps prerendered index files to their page paths', () => {
    expect(pagePathOf('index.html', [])).toBe('/')
    expect(pagePathOf('research/index.html', [])).toBe('/research')
    expect(pagePathOf('blog/why-i-started/index.html', [])).toBe('/blog/why-i-started')
  })

  test('leaves out the not-found page and the home page section routes', () => {
    expect(pagePathOf('404.html', [])).toBeUndefined()
    expect(pagePathOf('mission/index.html', ['/mission'])).toBeUndefined()
  })

  test('leaves out the content editor', () => {
    expect(pagePathOf('admin/index.html', [])).toBeUndefined()
  })
})

describe('sitemapFiles', () => {
  test('lists every page at its full address, in order', () => {
    const { sitemap } = sitemapFiles('https://senseahead.org', ['/research', '/'])
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(sitemap.indexOf('<loc>https://senseahead.org/</loc>')).toBeLessThan(sitemap.indexOf('<loc>https://senseahead.org/research</loc>'))
  })

  test('points robots.txt at the sitemap', () => {
    expect(sitemapFiles('https://senseahead.org', ['/']).robots).toContain('Sitemap: https://senseahead.org/sitemap.xml')
  })
})
