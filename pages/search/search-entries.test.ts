import { describe, expect, test } from 'vitest'
import type { PagefindResult } from './pagefind-api.ts'
import { searchEntries } from './search-entries.ts'

const anchor = (element: string, id: string, text: string, location: number) => ({ element, id, text, location })
const homePage: PagefindResult = {
  url: '/',
  excerpt: 'the whole page',
  meta: { title: 'Welcome', where: 'Home page', sections: 'yes' },
  anchors: [
    anchor('h1', 'hero-heading', 'Welcome', 0),
    anchor('section', 'advisors', '', 40),
    anchor('h2', 'advisors-heading', 'Advisors', 41),
    anchor('h4', 'advisor-a', 'Dr. A', 60),
    anchor('h2', 'partners-heading', 'Partners', 90),
  ],
  sub_results: [
    { title: 'Advisors', url: '/#advisors-heading', excerpt: 'our <mark>advisors</mark>', anchor: anchor('h2', 'advisors-heading', 'Advisors', 41) },
    { title: 'Dr. A', url: '/#advisor-a', excerpt: '<mark>Dr. A</mark> studies', anchor: anchor('h4', 'advisor-a', 'Dr. A', 60) },
    { title: 'Welcome', url: '/', excerpt: 'before any heading' },
  ],
}

describe('searchEntries', () => {
  test('gives a page of parts one entry per part with a heading, named with the h2 it is under', () => {
    expect(searchEntries(homePage)).toEqual([
      { title: 'Advisors', url: '/#advisors-heading', where: 'Home page', excerpt: 'our <mark>advisors</mark>' },
      { title: 'Dr. A', url: '/#advisor-a', where: 'Home page — Advisors', excerpt: '<mark>Dr. A</mark> studies' },
    ])
  })

  test('gives any other page or record one entry, with its title and where it is', () => {
    const post: PagefindResult = { ...homePage, url: '/blog/a', excerpt: 'a <mark>word</mark>', meta: { title: 'A post', where: 'Blog post' } }
    expect(searchEntries(post)).toEqual([{ title: 'A post', url: '/blog/a', where: 'Blog post', excerpt: 'a <mark>word</mark>' }])
  })

  test('shows at most three parts of one page', () => {
    const many = {
      ...homePage,
      sub_results: Array.from({ length: 5 }, (_, index) => ({ title: `Part ${index}`, url: `/#p${index}`, excerpt: '', anchor: anchor('h3', `p${index}`, '', 100 + index) })),
    }
    expect(searchEntries(many).map((entry) => entry.title)).toEqual(['Part 0', 'Part 1', 'Part 2'])
  })
})
