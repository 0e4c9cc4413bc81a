import { describe, expect, test } from 'vitest'
import { pageCount } from './page-count.ts'
import { pagePath } from './page-path.ts'
import { pagedRoute } from './paged-route.ts'

describe('a paginated list', () => {
  const route = pagedRoute('/blog')
  const match = (urlPathname: string) => route({ urlPathname })

  test('has its first page at its own path and the others under /page/<n>', () => {
    expect(pagePath('/blog', 1)).toBe('/blog')
    expect(pagePath('/blog', 2)).toBe('/blog/page/2')
    expect(match('/blog')).toEqual({ routeParams: { page: '1' } })
    expect(match('/blog/page/2')).toEqual({ routeParams: { page: '2' } })
    expect(match('/blog/page/84')).toEqual({ routeParams: { page: '84' } })
  })

  test('routes each page it links to back to that page', () => {
    for (const page of [1, 2, 9, 10, 123]) expect(match(pagePath('/blog', page))).toEqual({ routeParams: { page: String(page) } })
  })

  test('gives the first page one address only, and leaves other paths to other pages', () => {
    for (const path of [
      '/blog/page/1',
      '/blog/page/0',
      '/blog/page/02',
      '/blog/page/',
      '/blog/page/two',
      '/blog/why-i-started-senseahead',
      '/blog/',
      '/blogs',
      '/podcasts',
      '/blog/page/2/more',
    ])
      expect(match(path)).toBe(false)
  })

  test('fills at least one page, and a new page for each one more than the pages hold', () => {
    expect(pageCount(0, 12)).toBe(1)
    expect(pageCount(12, 12)).toBe(1)
    expect(pageCount(13, 12)).toBe(2)
    expect(pageCount(1003, 12)).toBe(84)
  })
})
